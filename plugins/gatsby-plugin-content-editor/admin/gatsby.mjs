/**
 * What the site's components take from the `gatsby` package, for the editor's preview, which
 * renders them outside Gatsby (admin.ts bundles the preview with this in Gatsby's place). A
 * `Link` is the plain link it is on the built pages, which load no router; `graphql` is the tag
 * of the queries, which Gatsby's compiler takes out of the pages and the preview does not run.
 */
import { createElement } from "react"

export const graphql = () => undefined

/** React 19 passes a `ref` as a prop, so the link's reaches the anchor with the others. */
export const Link = ({ to, ...props }) => createElement("a", { ...props, href: to })
