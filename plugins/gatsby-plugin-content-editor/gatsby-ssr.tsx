import type { GatsbySSR } from "gatsby"
import { DEPLOY_PREVIEW_STYLE_SHEET } from "./deploy-preview"

/** Whether this is the host's build of a proposed change (gatsby-node.ts defines it). */
declare const DEPLOY_PREVIEW: boolean

/**
 * A deploy preview (the host's build of a pull request, where a maintainer checks a change before
 * publishing it) says so on every page, and asks search engines not to index it. The published
 * site's pages carry neither. The mark is plain HTML with a style sheet of the site's own, so the
 * pages' policy, which allows no inline style or script, allows it.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHeadComponents,
  setPreBodyComponents,
}) => {
  if (!DEPLOY_PREVIEW) return
  setHeadComponents([
    <meta key="deploy-preview-robots" name="robots" content="noindex" />,
    <link key="deploy-preview-style" rel="stylesheet" href={DEPLOY_PREVIEW_STYLE_SHEET} />,
  ])
  setPreBodyComponents([
    <aside key="deploy-preview-mark" aria-label="Preview" className="deploy-preview-mark">
      Preview of a change not yet published
    </aside>,
  ])
}
