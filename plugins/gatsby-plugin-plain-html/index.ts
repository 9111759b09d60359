/**
 * What the plain HTML plugin offers the rest of the project: the adapter gatsby-config.ts names,
 * and what the browser build made (its script's files and the style sheets), which the editor's
 * preview links. Other code imports this entry, never the plugin's inner files.
 */
export { siteAdapter } from "./adapter"
export { BrowserFilesRecord, browserFiles, SITE_STYLE_SHEET } from "./browser-script"
