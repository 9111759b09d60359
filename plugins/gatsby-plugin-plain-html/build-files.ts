import { existsSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { pagesUnder } from "./security-headers"

/**
 * What Gatsby writes into public/ for its own build, which no page, host or editor asks for once
 * the pages are written: `webpack.stats.json` and `chunk-map.json`, the browser bundle's chunks
 * by name, which Gatsby's HTML renderer reads while it writes the pages (each build writes them
 * afresh before it renders one); and `~partytown/`, Partytown's scripts, which a page asks for
 * only when it loads a script through Gatsby's `Script` with `strategy="off-main-thread"`. Left in
 * place, a host serves them to anyone, and each is a rule of _headers, which Cloudflare caps at
 * 100 (security-headers.ts, HOST_LIMITS): these took 13 of 42.
 */
const BUILD_FILES = ["webpack.stats.json", "chunk-map.json"]
const PARTYTOWN = "~partytown"

/**
 * Removes Gatsby's own build files from `publicDir` once the pages are written (the adapters'
 * `adapt`, before _headers is made from the files left). Partytown's scripts stay while a page asks
 * for them. Returns the names removed.
 */
export const removeBuildFiles = (publicDir: string) => {
  const pageAsks = (name: string) =>
    pagesUnder(publicDir).some(page =>
      readFileSync(path.join(publicDir, page), "utf8").includes(`/${name}/`),
    )
  const removed = [...BUILD_FILES, ...(pageAsks(PARTYTOWN) ? [] : [PARTYTOWN])].filter(name =>
    existsSync(path.join(publicDir, name)),
  )
  for (const name of removed) rmSync(path.join(publicDir, name), { recursive: true, force: true })
  return removed
}
