import { readFileSync } from "node:fs"
import path from "node:path"

/**
 * The site's browser script (src/enhancements/) is a webpack entry of its own beside Gatsby's
 * app, built with the same loaders, targets and minifier, with its webpack runtime inside it:
 * the pages load this one small file and none of Gatsby's runtime (see gatsby-ssr.tsx).
 */
export const BROWSER_SCRIPT_ENTRY = "enhancements"

export const browserScriptEntry = (directory: string) => ({
  [BROWSER_SCRIPT_ENTRY]: {
    import: path.join(directory, "src", "enhancements", "index.ts"),
    runtime: false,
  },
})

/**
 * The built file of the browser script, from the chunk map Gatsby writes once the JavaScript
 * bundles are built (and before the HTML renderer is): for example `/enhancements-1a2b….js`.
 */
export const browserScriptFiles = (directory: string): string[] => {
  const chunkMap = JSON.parse(
    readFileSync(path.join(directory, "public", "chunk-map.json"), "utf8"),
  ) as Record<string, string[]>
  const files = chunkMap[BROWSER_SCRIPT_ENTRY]
  if (!files?.length)
    throw new Error(`public/chunk-map.json has no "${BROWSER_SCRIPT_ENTRY}" entry`)
  return files
}

/**
 * The style sheets of the browser build, from the stats Gatsby writes beside the chunk map: for
 * example `styles.9c1d….css`. Every page inlines them.
 */
export const styleSheetFiles = (directory: string): string[] => {
  const stats = JSON.parse(
    readFileSync(path.join(directory, "public", "webpack.stats.json"), "utf8"),
  ) as { assetsByChunkName: Record<string, string[]> }
  return Object.values(stats.assetsByChunkName)
    .flat()
    .filter(file => file.endsWith(".css"))
    .sort()
}
