/**
 * The host's build of a proposed change (a pull request), which it publishes at an address of its
 * own for review before the change is merged: on Netlify, the deploy context `deploy-preview`
 * (docs/deploy.md). Its pages carry a mark (gatsby-ssr.tsx) with this style sheet.
 */
export const isDeployPreview = () => process.env.CONTEXT === "deploy-preview"

/** The deploy preview mark's style sheet, at the site's root (deploy-preview.css here). */
export const DEPLOY_PREVIEW_STYLE_SHEET = "/deploy-preview.css"
