/**
 * The caches of the project's own code that this plugin carries from one Netlify build to the next
 * (index.js), each where its code writes it; the plugin's tests check each against that code.
 */
export const CACHES = {
  /** What each photo's check found (CACHE_FILE in plugins/gatsby-plugin-content-model/images.ts). */
  contentCheck: "node_modules/.cache/content-check",
}
