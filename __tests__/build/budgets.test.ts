/**
 * @jest-environment jsdom
 *
 * The performance budgets that do not depend on timing, checked in the production build in
 * public/ (npm test builds it first). `npm run bench` measures the timings with Lighthouse.
 */
import { readFileSync, statSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { pagesUnder } from "../../plugins/gatsby-plugin-plain-html/security-headers"
import { builtSite } from "./built"

const publicDir = builtSite("public")
const KB = 1000

/** JavaScript a page requests before a visitor interacts (see docs/performance.md). */
const PAGE_JS_GZIP_BUDGET = 45 * KB
/** The hero a phone loads: the portrait crop, in AVIF, at the width a typical phone needs. */
const HERO_PHONE_BUDGET = 80 * KB
/** No hero file of any size or format may be heavier than this. */
const HERO_LARGEST_BUDGET = 250 * KB

// The content editor (admin/) is not a page visitors see; its own test is admin.spec.ts.
const pages = pagesUnder(publicDir)

const read = (file: string) => readFileSync(path.join(publicDir, file), "utf8")
const parse = (file: string) => new DOMParser().parseFromString(read(file), "text/html")
const gzipBytes = (file: string) =>
  gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length

/** The script files a page requests by itself: its `<script src>` elements. */
const scriptsOf = (file: string) =>
  [...parse(file).querySelectorAll("script[src]")].map(script => script.getAttribute("src") ?? "")

const candidates = (srcset: string | null) =>
  (srcset ?? "")
    .split(",")
    .map(candidate => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, width]) => ({ url, width: Number.parseInt(width ?? "0", 10) }))

describe("performance budgets of the build", () => {
  it(`requests at most ${PAGE_JS_GZIP_BUDGET / KB} KB of JavaScript (gzip) on every page`, () => {
    for (const file of pages) {
      const scripts = scriptsOf(file)
      const total = scripts.reduce((sum, script) => sum + gzipBytes(script), 0)
      expect({ file, scripts, withinBudget: total <= PAGE_JS_GZIP_BUDGET }).toEqual({
        file,
        scripts,
        withinBudget: true,
      })
    }
  })

  it("loads none of Gatsby's runtime: no React, router or page bundle, no chunk map", () => {
    for (const file of pages) {
      const html = read(file)
      const runtime = [
        "/framework-",
        "/app-",
        "/webpack-runtime-",
        "___chunkMapping",
        "window.pagePath",
      ]
      expect({ file, found: runtime.filter(marker => html.includes(marker)) }).toEqual({
        file,
        found: [],
      })
    }
  })

  // Data blocks run nothing: structured data, and the speculation rules, which a browser without
  // them ignores.
  it("puts no script on the critical path of the first paint: module scripts only, nothing inline", () => {
    for (const file of pages) {
      const blocking = [...parse(file).querySelectorAll("script")]
        .filter(
          script => !["module", "application/ld+json", "speculationrules"].includes(script.type),
        )
        .map(script => script.outerHTML.slice(0, 80))
      expect({ file, blocking }).toEqual({ file, blocking: [] })
    }
  })

  it("carries no style attribute, so the policy can forbid inline styles", () => {
    for (const file of pages) {
      const styled = [...parse(file).querySelectorAll("[style]")].map(element =>
        element.outerHTML.slice(0, 80),
      )
      expect({ file, styled }).toEqual({ file, styled: [] })
    }
  })

  it("gives every image with a placeholder its rule in the page's head", () => {
    for (const file of pages) {
      const page = parse(file)
      const css = [...page.head.querySelectorAll("style")].map(style => style.textContent).join("")
      const classes = [...page.body.querySelectorAll("img")].flatMap(img =>
        [...img.classList].filter(name => name.startsWith("ph-")),
      )
      const missing = classes.filter(name => !css.includes(`.${name}{`))
      expect({ file, missing }).toEqual({ file, missing: [] })
    }
    // The gallery's photos and the hero hold their place with one.
    expect(parse("photos/index.html").querySelectorAll('img[class*="ph-"]')).toHaveLength(16)
    expect(parse("index.html").querySelectorAll('main img[class*="ph-"]')).toHaveLength(1)
  })

  it("gives every page the one browser script, built beside it", () => {
    for (const file of pages) {
      const scripts = scriptsOf(file)
      expect({ file, scripts: scripts.length }).toEqual({ file, scripts: 1 })
      expect(statSync(path.join(publicDir, scripts[0])).isFile()).toBe(true)
    }
  })

  it("serves the hero from phone- and desktop-sized AVIF and WebP files, never the original", () => {
    const page = parse("index.html")
    const hero = page.querySelector<HTMLImageElement>("main section img")
    const picture = hero?.closest("picture")
    expect(hero?.getAttribute("fetchpriority")).toBe("high")
    expect(hero?.getAttribute("loading")).toBe("eager")
    const sources = [...(picture?.querySelectorAll("source") ?? [])]
    const portrait = sources.filter(source => source.media === "(orientation: portrait)")
    expect(portrait.map(source => source.type)).toEqual(["image/avif", "image/webp", ""])
    expect(sources.filter(source => !source.media).map(source => source.type)).toEqual([
      "image/avif",
      "image/webp",
    ])

    const files = [hero?.getAttribute("srcset") ?? null, ...sources.map(s => s.srcset)]
      .flatMap(candidates)
      .map(({ url }) => url)
    // Made by gatsby-plugin-sharp from the photo in content/images, under a folder named after
    // its MD5 and one after the file's size and format.
    for (const url of files) expect(url).toMatch(/^\/static\/\w+\/\w+\/hero\.(avif|webp|jpg)$/)
    const sizes = files.map(url => statSync(path.join(publicDir, url)).size)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(HERO_LARGEST_BUDGET)

    const phone = candidates(portrait[0]?.srcset ?? null).find(({ width }) => width === 720)
    expect(phone).toBeDefined()
    expect(statSync(path.join(publicDir, phone?.url ?? "")).size).toBeLessThanOrEqual(
      HERO_PHONE_BUDGET,
    )
  })

  it("gives every image its width and height, so the browser reserves its space, on every page", () => {
    for (const file of pages) {
      for (const image of parse(file).querySelectorAll("img")) {
        const sized = image.hasAttribute("width") && image.hasAttribute("height")
        expect({ file, image: image.outerHTML.slice(0, 120), sized }).toEqual({
          file,
          image: image.outerHTML.slice(0, 120),
          sized: true,
        })
      }
    }
  })

  it("asks for gallery files as wide as each photo is shown in its 4:3 frame", () => {
    const page = parse("photos/index.html")
    const sizesOf = (id: number) =>
      page.querySelector(`figure[data-photo-id="${id}"] img`)?.getAttribute("sizes")
    // Photo 2 is a 2:3 portrait shown whole: half the frame's width.
    expect(sizesOf(2)).toBe(
      "(min-width: 1152px) 176px, (min-width: 1024px) 15vw, (min-width: 640px) 22.5vw, 46vw",
    )
    // Photo 1 is a 3:2 landscape cropped to fill: an eighth wider than the frame.
    const widest = /\(min-width: 1152px\) ([\d.]+)px/.exec(sizesOf(1) ?? "")?.[1]
    expect(Number(widest)).toBeCloseTo(352 * 1.125, 0)
  })

  it("makes no render-blocking or third-party request: no external script, style or font", () => {
    for (const file of pages) {
      const page = parse(file)
      const external = [
        ...page.querySelectorAll("script[src], link[rel='stylesheet'], link[rel='preload']"),
      ]
        .map(element => element.getAttribute("src") ?? element.getAttribute("href") ?? "")
        .filter(url => /^(https?:)?\/\//.test(url))
      expect({ file, external }).toEqual({ file, external: [] })
      expect({ file, stylesheets: page.querySelectorAll("link[rel='stylesheet']").length }).toEqual(
        { file, stylesheets: 0 },
      )
      expect({ file, fonts: read(file).includes("@font-face") }).toEqual({ file, fonts: false })
    }
  })
})
