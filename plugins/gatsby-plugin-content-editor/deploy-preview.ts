/**
 * The deploy preview mark's style sheet, at the site's root (deploy-preview.css here): the host's
 * build of a proposed change (build-environment.ts, isDeployPreview) carries it on every page
 * with the mark (gatsby-ssr.tsx).
 */
export const DEPLOY_PREVIEW_STYLE_SHEET = "/deploy-preview.css"
