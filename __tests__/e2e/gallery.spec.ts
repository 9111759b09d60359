import { readFileSync } from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import sharp from "sharp"
import type { Locator } from "@playwright/test"
import { ANY_WIDTH, columnCount, expect, test, visit } from "./support/fixtures"

/**
 * The site built with a 60-photo gallery by __tests__/sites/build-gallery-site.mjs (npm test runs it),
 * served like the main build: pagination, and photos straight from phones, a JPEG and an AVIF.
 */
const site = path.resolve("test-results/gallery-site")
const figures = "main ul figure"
const titles = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Gallery photo ${from + index}`)

test.describe("a gallery of 60 photos", () => {
  test(
    "is cut into pages of 24, 24 and 12 in content order, losing and repeating none",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      for (const [path, first, last, title] of [
        ["/photos", 1, 24, "Photos, page 1 of 3"],
        ["/photos/2", 25, 48, "Photos, page 2 of 3"],
        ["/photos/3", 49, 60, "Photos, page 3 of 3"],
      ] as const) {
        await visit(page, path)
        await expect(page).toHaveTitle(new RegExp(`^${title} · `))
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          new RegExp(`${path}$`),
        )
        await expect(page.locator(`${figures} figcaption`)).toHaveText(titles(first, last))
      }
    },
  )

  test(
    "links its pages to each other, marking the current one",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await visit(page, "/photos")
      const pages = page.getByRole("navigation", { name: "Gallery pages" })
      await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute(
        "aria-current",
        "page",
      )
      await pages.getByRole("link", { name: "Next page" }).click()
      await expect(page).toHaveURL("/photos/2")
      await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute(
        "aria-current",
        "page",
      )
      await pages.getByRole("link", { name: "Page 3" }).click()
      await expect(page).toHaveURL("/photos/3")
      await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0)
      await pages.getByRole("link", { name: "Previous page" }).click()
      await expect(page).toHaveURL("/photos/2")
      await expect(
        page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Photos" }),
        "the site's Photos link stays marked on the gallery's further pages",
      ).toHaveAttribute("aria-current", "page")
    },
  )

  test("shows 1, 2 or 3 columns by screen width on every page, with no accessibility violation", async ({
    page,
    viewport,
  }) => {
    const width = viewport?.width ?? 0
    const expected = width < 640 ? 1 : width < 1024 ? 2 : 3
    for (const path of ["/photos", "/photos/2", "/photos/3"]) {
      await visit(page, path)
      expect(await columnCount(page, figures), `${path} at ${width}px`).toBe(expected)
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze()
      expect(
        violations.map(violation => violation.id),
        path,
      ).toEqual([])
    }
  })

  test("lists every gallery page in the sitemap", { tag: ANY_WIDTH }, () => {
    const sitemap = readFileSync(path.join(site, "public/sitemap-0.xml"), "utf8")
    for (const page of ["/photos", "/photos/2", "/photos/3"]) {
      expect(sitemap).toContain(`${page}</loc>`)
    }
  })
})

/** The files the page offers for an image: its `<img>` and `<source>` srcsets. */
const filesOf = (image: Locator) =>
  image.evaluate(img => {
    const picture = img.closest("picture")
    const sets = [img, ...(picture?.querySelectorAll("source") ?? [])].map(
      element => element.getAttribute("srcset") ?? "",
    )
    return [
      ...new Set(sets.flatMap(set => set.split(",").map(item => item.trim().split(/\s+/)[0]))),
    ].filter(Boolean)
  })

const phonePhotos = [
  {
    kind: "a JPEG photo straight from a phone (stored sideways, EXIF orientation 6, GPS)",
    name: "A photo taken upright on a phone",
    file: "phone-upright.jpg",
  },
  {
    kind: "an AVIF photo straight from an Android phone (stored sideways, irot, GPS)",
    name: "An AVIF photo taken upright on a phone",
    file: "android-upright.avif",
  },
]

for (const { kind, name, file } of phonePhotos) {
  test.describe(kind, { tag: ANY_WIDTH }, () => {
    test("comes out upright in every file and on the page, with no EXIF data left, and a JPEG for every browser", async ({
      page,
      request,
    }) => {
      await visit(page, "/photos")
      const photo = page.getByRole("img", { name })
      await expect(photo).toHaveAttribute("width", /\d+/)
      const [width, height] = await Promise.all([
        photo.getAttribute("width"),
        photo.getAttribute("height"),
      ])
      expect(Number(height) / Number(width), "the page reserves an upright 3:4 box").toBeCloseTo(
        4 / 3,
        2,
      )
      // The fallback every browser shows is a JPEG, whatever the phone saved.
      expect(await photo.getAttribute("src")).toMatch(/\.jpg$/)

      const urls = await filesOf(photo)
      expect(urls.length).toBeGreaterThan(3)
      const original = readFileSync(path.join(site, "content/images", file))
      expect((await sharp(original).metadata()).exif, "the phone's file has EXIF").toBeDefined()
      for (const url of urls) {
        const file = Buffer.from(await (await request.get(url)).body())
        const { width: w = 0, height: h = 0, exif, orientation } = await sharp(file).metadata()
        expect({ url, upright: h > w, exif, orientation }).toEqual({
          url,
          upright: true,
          exif: undefined,
          orientation: undefined,
        })
      }
    })
  })
}

test.describe(
  "a phone photo as the hero (stored sideways, EXIF orientation 6)",
  { tag: ANY_WIDTH },
  () => {
    test("gives the pages an upright share image, of the size their metadata says", async ({
      page,
      request,
    }) => {
      await visit(page, "/")
      const meta = (property: string) =>
        page.locator(`meta[property="${property}"]`).getAttribute("content")
      const [url, width, height] = await Promise.all(
        ["og:image", "og:image:width", "og:image:height"].map(meta),
      )
      const file = Buffer.from(await (await request.get(new URL(url ?? "").pathname)).body())
      const { width: w = 0, height: h = 0, orientation } = await sharp(file).metadata()
      // The photo is too small for 1200 × 630: a smaller file of the same shape, named as it is.
      expect({ width, height, orientation }).toEqual({
        width: String(w),
        height: String(h),
        orientation: undefined,
      })
      expect(w / h).toBeCloseTo(1200 / 630, 2)
      // The middle of its top and bottom rows: red above, blue below, as the photo was taken.
      const colourAt = async (top: number) => {
        const [r, , b] = await sharp(file)
          .extract({ left: Math.floor(w / 2), top, width: 1, height: 1 })
          .raw()
          .toBuffer()
        return r > b + 100 ? "red" : b > r + 100 ? "blue" : `neither (red ${r}, blue ${b})`
      }
      expect({ top: await colourAt(0), bottom: await colourAt(h - 1) }).toEqual({
        top: "red",
        bottom: "blue",
      })
    })
  },
)

test.describe("photos in other colour spaces", { tag: ANY_WIDTH }, () => {
  for (const name of ["A print shop's CMYK file", "A wide-gamut phone photo"]) {
    test(`${name} is converted to sRGB in every file`, async ({ page, request }) => {
      await visit(page, "/photos")
      const urls = await filesOf(page.getByRole("img", { name }))
      expect(urls.length).toBeGreaterThan(3)
      for (const url of urls) {
        const file = Buffer.from(await (await request.get(url)).body())
        const { space, icc } = await sharp(file).metadata()
        expect({ url, space, icc }).toEqual({ url, space: "srgb", icc: undefined })
      }
    })
  }
})
