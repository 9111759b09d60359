/**
 * A public/ laid out for a host. Netlify's adapter moves `bio/index.html` to `bio.html` and so on,
 * while Gatsby's cache still describes the pages where Gatsby wrote them: a build that starts from
 * that folder and cache (a plain `npm run build` after `npm run build:netlify`) would look for
 * `bio/index.html` and fail. The site's adapter marks a layout of its own in the cache once it
 * has made it (plugins/gatsby-plugin-plain-html/adapter.ts), and every build that finds the mark
 * starts from nothing, as after `gatsby clean`, before Gatsby runs (scripts/gatsby.mjs). A build
 * for Netlify then gets its own cache back from the adapter, which stores it before it lays the
 * pages out (and does not store one it finds laid out).
 */
import { existsSync, rmSync } from "node:fs"
import path from "node:path"

/** The mark, in Gatsby's cache of the project in `directory`. */
export const adaptedMark = directory => path.join(directory, ".cache", "adapted-public.json")

/**
 * Removes the cache and public/ of the project in `directory` when its public/ is still as an
 * adapter laid it out, as `gatsby clean` removes them; the line to say so, or undefined.
 * @param {string} directory
 */
export const forgetAdaptedPublic = directory => {
  if (!existsSync(adaptedMark(directory))) return undefined
  for (const folder of [".cache", "public"]) {
    rmSync(path.join(directory, folder), { recursive: true, force: true })
  }
  return "public/ was laid out for a host by an adapter: this build starts afresh."
}
