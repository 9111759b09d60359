/**
 * What a deploy preview's pages carry and the published site's do not (the content editor
 * plugin's gatsby-ssr.tsx), as the built HTML has it, and each page of a build with its HTML.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { servedFiles } from "../e2e/support/host.mjs"
import * as spec from "../support/spec"

export const MARK =
  '<aside aria-label="Preview" class="deploy-preview-mark">Preview of a change not yet published</aside>'
export const STYLE_SHEET = '<link rel="stylesheet" href="/deploy-preview.css"/>'
export const NOINDEX = '<meta name="robots" content="noindex"/>'

/**
 * Every page of a build (the not-found page included, the editor not), by its address, with its
 * HTML.
 */
export const pagesOf = (publicDir: string) =>
  servedFiles(publicDir)
    .filter(({ file }) => file.endsWith(".html") && !/^(admin|_gatsby)\//.test(file))
    .map(({ file, pathname }) => ({
      pathname,
      html: readFileSync(path.join(publicDir, file), "utf8"),
    }))

/** Whether every page of a build carries the mark, its style sheet and `noindex`: a list per page. */
export const marksOf = (publicDir: string) => {
  const pages = pagesOf(publicDir)
  expect(pages.map(({ pathname }) => pathname)).toEqual(
    expect.arrayContaining([...spec.pages.map(([, route]) => route), "/404"]),
  )
  return pages.map(({ pathname, html }) => ({
    pathname,
    marked: html.includes(MARK),
    styled: html.includes(STYLE_SHEET),
    noindex: html.includes(NOINDEX),
  }))
}

/** A published build: no page carries the mark, and only the not-found page `robots`. */
export const expectUnmarked = (publicDir: string) => {
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
}
