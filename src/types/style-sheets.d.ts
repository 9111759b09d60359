/**
 * A style sheet imported for its effect (gatsby-browser.tsx): webpack bundles it. TypeScript checks
 * that every side-effect import resolves to a module it knows, and a style sheet is not one.
 */
declare module "*.css"
