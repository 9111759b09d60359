/**
 * The caches of the project's own code, kept between Netlify's builds by the site's Build plugin
 * (netlify/plugins/build-caches/): after the builds of Netlify's runner
 * (__tests__/sites/build-netlify-site.mjs), the runner's cache holds the content check's record,
 * as the plugin saved it.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { CACHE_FILE } from "../../plugins/gatsby-plugin-content-model/images"
import { netlifyBuild, root } from "./built"

const site = path.dirname(netlifyBuild())

/**
 * Where the runner's cache holds a file or folder of the project, by its path in the project: on a
 * computer, `utils.cache` keeps it in .netlify/cache/, under `cwd/` for a path in the project
 * (the layout of @netlify/cache-utils, which this test alone reads).
 */
const inRunnersCache = (file: string) => path.join(site, ".netlify", "cache", "cwd", file)

test("holds the content check's record of every photo of the build", () => {
  const record = JSON.parse(readFileSync(inRunnersCache(path.relative(root, CACHE_FILE)), "utf8"))
  const checked = Object.keys(record.photos).map(key => JSON.parse(key)[0])
  const imagesDir = path.join(site, "content", "images")
  const photos = readdirSync(imagesDir)
    .filter(name => !name.startsWith("."))
    .map(name => path.join(imagesDir, name))
  expect(photos.length).toBeGreaterThan(0)
  expect(checked).toEqual(expect.arrayContaining(photos))
})
