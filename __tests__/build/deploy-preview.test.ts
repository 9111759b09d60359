/**
 * A deploy preview, the host's build of a proposed change, as Netlify's runner builds it with
 * `--context deploy-preview` (__tests__/sites/build-netlify-site.mjs): every page says it is a preview and
 * asks not to be indexed, and the host sends it the site's headers. The production builds, the
 * runner's made after the preview from the same cache, carry none of it.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { headersFor, readHostRules, servedFiles } from "../e2e/support/host.mjs"
import * as spec from "../support/spec"
import { deployPreviewBuild, hostBuilds } from "./built"

const preview = deployPreviewBuild()
const [, [, netlifyProduction]] = hostBuilds()

const MARK =
  '<aside aria-label="Preview" class="deploy-preview-mark">Preview of a change not yet published</aside>'
const STYLE_SHEET = '<link rel="stylesheet" href="/deploy-preview.css"/>'
const NOINDEX = '<meta name="robots" content="noindex"/>'

/**
 * Every page of a build (the not-found page included, the editor not), by its address, with its
 * HTML.
 */
const pagesOf = (publicDir: string) =>
  servedFiles(publicDir)
    .filter(({ file }) => file.endsWith(".html") && !/^(admin|_gatsby)\//.test(file))
    .map(({ file, pathname }) => ({
      pathname,
      html: readFileSync(path.join(publicDir, file), "utf8"),
    }))

test("a deploy preview marks every page as a preview, with its style sheet, and keeps it out of search engines", () => {
  const pages = pagesOf(preview)
  expect(pages.map(({ pathname }) => pathname)).toEqual(
    expect.arrayContaining([...spec.pages.map(([, route]) => route), "/404"]),
  )
  for (const { pathname, html } of pages) {
    expect({ pathname, marked: html.includes(MARK), styled: html.includes(STYLE_SHEET) }).toEqual({
      pathname,
      marked: true,
      styled: true,
    })
    expect({ pathname, noindex: html.includes(NOINDEX) }).toEqual({ pathname, noindex: true })
  }
  expect(existsSync(path.join(preview, "deploy-preview.css"))).toBe(true)
})

test.each(hostBuilds())("%s carries no preview mark and no preview style sheet", (_, publicDir) => {
  for (const { pathname, html } of pagesOf(publicDir)) {
    expect({ pathname, mark: html.includes("deploy-preview") }).toEqual({ pathname, mark: false })
    // Only the not-found page stays out of search results.
    if (!pathname.startsWith("/404")) {
      expect({ pathname, robots: /<meta name="robots"/.test(html) }).toEqual({
        pathname,
        robots: false,
      })
    }
  }
  expect(existsSync(path.join(publicDir, "deploy-preview.css"))).toBe(false)
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
