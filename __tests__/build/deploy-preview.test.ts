/**
 * A deploy preview, the host's build of a proposed change, as Netlify's runner builds it with
 * `--context deploy-preview` (__tests__/sites/build-netlify-site.mjs): every page says it is a preview and
 * asks not to be indexed, and the host sends it the site's headers. The production builds, the
 * runner's made after the preview from the same cache, carry none of it.
 */
import { existsSync } from "node:fs"
import path from "node:path"
import { headersFor, readHostRules, servedFiles } from "../e2e/support/host.mjs"
import { deployPreviewBuild, hostBuilds } from "./built"
import { expectUnmarked, marksOf } from "./preview-mark"

const preview = deployPreviewBuild()
const [, [, netlifyProduction]] = hostBuilds()

test("a deploy preview marks every page as a preview, with its style sheet, and keeps it out of search engines", () => {
  for (const page of marksOf(preview)) {
    expect(page).toEqual({ pathname: page.pathname, marked: true, styled: true, noindex: true })
  }
  expect(existsSync(path.join(preview, "deploy-preview.css"))).toBe(true)
})

test.each(hostBuilds())("%s carries no preview mark and no preview style sheet", (_, publicDir) => {
  expectUnmarked(publicDir)
})

test("a deploy preview is sent the production build's headers, its style sheet those of the site's files", async () => {
  const [previewRules, productionRules] = await Promise.all(
    [preview, netlifyProduction].map(publicDir => readHostRules(publicDir)),
  )
  expect(previewRules.problems).toEqual([])
  const sent = (rules: typeof previewRules, pathname: string) =>
    Object.fromEntries(headersFor(rules.headers, pathname))
  for (const { pathname } of servedFiles(netlifyProduction)) {
    expect({ pathname, headers: sent(previewRules, pathname) }).toEqual({
      pathname,
      headers: sent(productionRules, pathname),
    })
  }
  // The same as another file named for what it is, not for its content.
  expect(sent(previewRules, "/deploy-preview.css")).toEqual(sent(previewRules, "/robots.txt"))
})
