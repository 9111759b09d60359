/**
 * A public/ laid out for a host. Netlify's adapter moves `bio/index.html` to `bio.html` and so on,
 * while Gatsby's cache still describes the pages where Gatsby wrote them: a build that starts from
 * that folder and cache (a plain `npm run build` after `npm run build:netlify`) would look for
 * `bio/index.html` and fail. The site's adapter marks a layout of its own once it has made it
 * (adapter.ts), in the project's tool cache (node_modules/.cache), not in Gatsby's .cache, which
 * Gatsby empties when it sees fit; every build or `develop` that finds the mark with public/ there starts from
 * nothing, as after `gatsby clean`, before Gatsby runs (scripts/gatsby.mjs). A build for Netlify
 * then gets its own cache back from the adapter, which stores it before it lays the pages out (and
 * does not store one it finds laid out).
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

/**
 * The mark of the project in `directory`, in its tool cache. Named by the project's folder: copies
 * of the project (the tests') share its node_modules, and each has a public/ of its own.
 */
export const adaptedMark = directory => {
  const folder = createHash("sha256").update(path.resolve(directory)).digest("hex").slice(0, 16)
  const cache = path.join(directory, "node_modules", ".cache", "gatsby-plugin-plain-html")
  return path.join(cache, `adapted-public-${folder}.json`)
}

/**
 * Marks the public/ of the project in `directory` as laid out by `adapter`.
 * @param {string} directory
 * @param {string} adapter
 */
export const markAdaptedPublic = (directory, adapter) => {
  mkdirSync(path.dirname(adaptedMark(directory)), { recursive: true })
  writeFileSync(adaptedMark(directory), JSON.stringify({ adapter }))
}

/**
 * Removes the cache and public/ of the project in `directory` when its public/ is still as an
 * adapter laid it out, as `gatsby clean` removes them; the line to say so, or undefined.
 * @param {string} directory
 */
export const forgetAdaptedPublic = directory => {
  if (!existsSync(adaptedMark(directory))) return undefined
  rmSync(adaptedMark(directory))
  // Gone already (`gatsby clean`, a fresh checkout with the tool cache kept): nothing to forget.
  if (!existsSync(path.join(directory, "public"))) return undefined
  for (const folder of [".cache", "public"]) {
    rmSync(path.join(directory, folder), { recursive: true, force: true })
  }
  return "public/ was laid out for a host by an adapter: this build starts afresh."
}
