/**
 * A Netlify Build plugin, named in netlify.toml, that keeps the caches of the project's own code
 * between Netlify's builds (caches.js): the content check's record of each photo's check, so a
 * build after adding one photo opens only that one. It lives in node_modules/.cache/, where tools
 * keep their caches; Netlify keeps node_modules between builds today, but does not promise to, and
 * `utils.cache` is its documented way to keep files between builds. Restored before the build
 * command, saved after a build that passed. Node's compile cache, beside it, is left out: its
 * 5,579 files (30 MB) took the runner 6 to 13 s a build to copy, more than it saves
 * (docs/performance.md).
 */
import { CACHES } from "./caches.js"

const folders = Object.values(CACHES)

export const onPreBuild = async ({ utils }) => {
  await utils.cache.restore(folders)
}

export const onPostBuild = async ({ utils }) => {
  await utils.cache.save(folders)
}
