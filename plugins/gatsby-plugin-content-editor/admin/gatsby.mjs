/**
 * What the site's components take from the `gatsby` package, for the editor's preview, which
 * renders them outside Gatsby (admin.ts bundles the preview with this in Gatsby's place). A
 * `Link` is the plain link it is on the built pages, which load no router; `graphql` is the tag
 * of the queries, which Gatsby's compiler takes out of the pages and the preview does not run.
 */
import { createElement, forwardRef } from "react"

export const graphql = () => undefined

export const Link = forwardRef(({ to, ...props }, ref) =>
  createElement("a", { ...props, href: to, ref }),
)
Link.displayName = "Link"
