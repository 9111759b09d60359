import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Compiler } from "webpack"

/**
 * The site's browser script is a webpack entry of its own beside the style sheet's, built with
 * Gatsby's loaders, targets and minifier, with its webpack runtime inside it: the pages load this
 * one small file and none of Gatsby's runtime (see gatsby-ssr.tsx).
 */
const BROWSER_SCRIPT_ENTRY = "browser-script"

export const browserScriptEntry = (file: string) => ({
  [BROWSER_SCRIPT_ENTRY]: { import: file, runtime: false as const },
})

/** The site's style sheet, relative to the project: the `styles` option's default. */
export const SITE_STYLE_SHEET = "src/styles/global.css"

/**
 * The names the browser build gives its scripts: the entry's name and 20 hex digits of the
 * content's hash (`browser-script-1a2b….js`), so that a changed script is a new file and the host
 * can have browsers keep each one for a year (security-headers.ts).
 */
export const SCRIPT_FILE_NAME = "[name]-[contenthash:20].js"

/** What the browser build wrote: the browser script's files (`/browser-script-1a2b….js`) and the style sheets. */
export type BrowserFiles = { scripts: string[]; styleSheets: string[] }

const RECORD_FILE = "browser-files.json"

/**
 * A webpack plugin for the browser build that writes down, once its files are written, which
 * are the browser script's and which are style sheets, into `directory` (the cache.directory of
 * the Gatsby plugin that gives it): the HTML renderer, built next, names the script and salts its
 * hashes with the style sheets, and the editor's preview links the style sheets.
 */
export class BrowserFilesRecord {
  static readonly NAME = "BrowserFilesRecord"

  constructor(private readonly directory: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap(BrowserFilesRecord.NAME, compilation => {
      const entry = compilation.entrypoints.get(BROWSER_SCRIPT_ENTRY)
      const record: BrowserFiles = {
        scripts: (entry?.getFiles() ?? [])
          .filter(file => file.endsWith(".js"))
          .map(file => `/${file}`),
        styleSheets: compilation
          .getAssets()
          .map(({ name }) => name)
          .filter(name => name.endsWith(".css"))
          .sort(),
      }
      mkdirSync(this.directory, { recursive: true })
      writeFileSync(path.join(this.directory, RECORD_FILE), JSON.stringify(record))
    })
  }
}

/** What the browser build of this build wrote, from the record in `directory`. */
export const browserFiles = (directory: string): BrowserFiles => {
  const file = path.join(directory, RECORD_FILE)
  const record = JSON.parse(readFileSync(file, "utf8")) as BrowserFiles
  if (record.scripts.length === 0) {
    throw new Error(`${file} names no file of the "${BROWSER_SCRIPT_ENTRY}" entry`)
  }
  return record
}

/** A script element's `src` and the `integrity` that makes a browser refuse any other file. */
export type ScriptFile = { src: string; integrity: string }

/** The Subresource Integrity of a file's bytes (SHA-384, as the specification's examples). */
export const integrityOf = (bytes: Buffer) =>
  `sha384-${createHash("sha384").update(bytes).digest("base64")}`

/** The browser script's files with their integrity, for the pages' script elements. */
export const browserScripts = (publicDir: string, scripts: string[]): ScriptFile[] =>
  scripts.map(src => ({
    src,
    integrity: integrityOf(readFileSync(path.join(publicDir, src))),
  }))
