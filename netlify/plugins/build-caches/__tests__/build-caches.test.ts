/**
 * @jest-environment node
 */
import path from "node:path"
import { CACHE_FILE } from "../../../../plugins/gatsby-plugin-content-model/images"
import { CACHES } from "../caches.js"
import { onPostBuild, onPreBuild } from "../index.js"

/** Netlify's `utils.cache`, recording what the plugin asks of it. */
const netlifyUtils = () => ({
  cache: { restore: jest.fn(async () => true), save: jest.fn(async () => true) },
})

test("restores the caches before the build and saves them after it", async () => {
  const both = [CACHES.contentCheck]
  const utils = netlifyUtils()
  await onPreBuild({ utils })
  expect(utils.cache.restore.mock.calls).toEqual([[both]])
  expect(utils.cache.save).not.toHaveBeenCalled()
  await onPostBuild({ utils })
  expect(utils.cache.save.mock.calls).toEqual([[both]])
  expect(utils.cache.restore).toHaveBeenCalledTimes(1)
})

test("keeps the folder the content check writes its record in", () => {
  expect(path.resolve(CACHES.contentCheck)).toBe(path.dirname(CACHE_FILE))
})
