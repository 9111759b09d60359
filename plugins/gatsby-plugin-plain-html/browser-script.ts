import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { CHUNK_MAP_FILE, WEBPACK_STATS_FILE } from "./gatsby-internals"

/**
 * The site's browser script is a webpack entry of its own beside Gatsby's app, built with the
 * same loaders, targets and minifier, with its webpack runtime inside it: the pages load this
 * one small file and none of Gatsby's runtime (see gatsby-ssr.tsx).
 */
const BROWSER_SCRIPT_ENTRY = "browser-script"

export const browserScriptEntry = (file: string) => ({
  [BROWSER_SCRIPT_ENTRY]: { import: file, runtime: false as const },
})

/**
 * The built files of the browser script, from the chunk map Gatsby writes once the JavaScript
 * bundles are built (and before the HTML renderer is): for example `/browser-script-1a2b….js`.
 */
const browserScriptFiles = (publicDir: string): string[] => {
  const chunkMap = JSON.parse(readFileSync(path.join(publicDir, CHUNK_MAP_FILE), "utf8")) as Record<
    string,
    string[]
  >
  const files = chunkMap[BROWSER_SCRIPT_ENTRY]
  if (!files?.length) {
    throw new Error(`public/${CHUNK_MAP_FILE} has no "${BROWSER_SCRIPT_ENTRY}" entry`)
  }
  return files
}

/** A script element's `src` and the `integrity` that makes a browser refuse any other file. */
export type ScriptFile = { src: string; integrity: string }

/** The Subresource Integrity of a file's bytes (SHA-384, as the specification's examples). */
export const integrityOf = (bytes: Buffer) =>
  `sha384-${createHash("sha384").update(bytes).digest("base64")}`

/** The browser script's files with their integrity, for the pages' script elements. */
export const browserScripts = (publicDir: string): ScriptFile[] =>
  browserScriptFiles(publicDir).map(src => ({
    src,
    integrity: integrityOf(readFileSync(path.join(publicDir, src))),
  }))

/**
 * The style sheets of the browser build, from the stats Gatsby writes beside the chunk map: for
 * example `styles.9c1d….css`. Every page inlines them.
 */
export const styleSheetFiles = (publicDir: string): string[] => {
  const stats = JSON.parse(readFileSync(path.join(publicDir, WEBPACK_STATS_FILE), "utf8")) as {
    assetsByChunkName: Record<string, string[]>
  }
  return Object.values(stats.assetsByChunkName)
    .flat()
    .filter(file => file.endsWith(".css"))
    .sort()
}
