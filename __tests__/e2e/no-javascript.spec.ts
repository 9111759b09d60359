import { ENGINES, expect, JAVASCRIPT_OFF_IN_FIREFOX, pages, test } from "./support/fixtures"

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false })
  test.skip(({ browserName }) => browserName === "firefox", JAVASCRIPT_OFF_IN_FIREFOX)

  const headings = {
    "/": "Cornerstone Ensemble",
    "/bio": "Our Story",
    "/photos": "Photo Gallery",
    "/videos": "Videos",
    "/merch": "Official Merch",
  } as const

  for (const [, path] of pages) {
    // In Firefox and WebKit, on Home: every page is the same HTML and CSS without script.
    const tag = path === "/" ? ENGINES : []
    test(`${path} shows its content and every page link`, { tag }, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[path])
      const footerLinks = page.getByRole("navigation", { name: "Footer" }).getByRole("link")
      await expect(footerLinks).toHaveText(pages.map(([label]) => label))
      for (const link of await footerLinks.all()) await expect(link).toBeVisible()
      const images = page.locator("main picture img")
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded()
        await expect(image, "photos show without JavaScript").toBeVisible()
      }
    })
  }

  test("the photos all show", { tag: ENGINES }, async ({ page }) => {
    await page.goto("/photos")
    const photos = page.locator("main ul figure")
    await expect(photos).toHaveCount(16)
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded()
      await expect
        .poll(() =>
          photo.evaluate(figure =>
            [...figure.querySelectorAll("img")].some(
              image =>
                image.complete && image.naturalWidth > 0 && getComputedStyle(image).opacity === "1",
            ),
          ),
        )
        .toBe(true)
    }
  })
})
