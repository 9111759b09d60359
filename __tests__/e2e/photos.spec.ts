import {
  ANY_WIDTH,
  columnCount,
  content,
  expect,
  scrollThrough,
  test,
  visit,
} from "./support/fixtures"

const figures = "main ul figure"

test.describe("Photos (docs/product.md §5)", () => {
  test("shows the 16 titled photos under Photo Gallery", { tag: ANY_WIDTH }, async ({ page }) => {
    await visit(page, "/photos")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo Gallery")
    await expect(page.locator(`${figures} figcaption`)).toHaveText(content.photos.map(p => p.title))
  })

  test("lays the photos out in 1, 2 or 3 columns by screen width", async ({ page, viewport }) => {
    await visit(page, "/photos")
    const width = viewport?.width ?? 0
    const expected = width < 640 ? 1 : width < 1024 ? 2 : 3
    expect(await columnCount(page, figures), `${expected} columns at ${width}px`).toBe(expected)
  })

  test(
    "contains or crops each photo as its content entry says",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await visit(page, "/photos")
      const fits = await page
        .locator(`${figures} img`)
        .evaluateAll(images => images.map(image => getComputedStyle(image).objectFit))
      expect(fits).toEqual(content.photos.map(p => p.fit))
    },
  )

  test(
    "gives extra top margin to photo 5 only, as its content entry says",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await visit(page, "/photos")
      const margins = await page
        .locator(figures)
        .evaluateAll(elements =>
          elements.map(element => [element.dataset.photoId, getComputedStyle(element).marginTop]),
        )
      const withMargin = margins.filter(([, margin]) => margin !== "0px")
      expect(withMargin.map(([id]) => id)).toEqual(
        content.photos
          .filter(p => "extraTopMargin" in p && p.extraTopMargin)
          .map(p => String(p.id)),
      )
      expect(withMargin.map(([id]) => id)).toEqual(["5"])
    },
  )

  test(
    "cannot be clicked to enlarge: no link, no button, no pointer cursor",
    { tag: ANY_WIDTH },
    async ({ page, context }) => {
      await visit(page, "/photos")
      const gallery = page.getByRole("region", { name: "Photos" })
      await expect(gallery.getByRole("link")).toHaveCount(0)
      await expect(gallery.getByRole("button")).toHaveCount(0)
      const cursors = await page
        .locator(`${figures}, ${figures} img`)
        .evaluateAll(elements => [
          ...new Set(elements.map(element => getComputedStyle(element).cursor)),
        ])
      expect(cursors).toEqual(["auto"])

      const opened: unknown[] = []
      context.on("page", newPage => opened.push(newPage))
      await page.locator(figures).first().click()
      await expect(page).toHaveURL("/photos")
      expect(opened).toEqual([])
    },
  )

  test("loads photos below the first screen only when the visitor scrolls near them", async ({
    page,
  }) => {
    const requested: string[] = []
    page.on("request", request => requested.push(new URL(request.url()).pathname))
    await visit(page, "/photos")
    await page.waitForLoadState("networkidle")

    const last = page.locator(`${figures} img`).last()
    await expect(last).toHaveAttribute("loading", "lazy")
    const lastSource = await last.evaluate((image: HTMLImageElement) => image.currentSrc)
    expect(lastSource, "the last photo has not loaded before scrolling").toBe("")
    const photosBefore = requested.filter(path => path.startsWith("/static/")).length

    await scrollThrough(page)
    await expect
      .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toBeTruthy()
    const photosAfter = requested.filter(path => path.startsWith("/static/")).length
    expect(photosAfter, "more photos load as the visitor scrolls").toBeGreaterThan(photosBefore)
  })

  test("keeps every photo in a reserved frame with a placeholder, so nothing shifts", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: Array<{ node?: Node | null }>
      }
      const shifts: Array<{ value: number; inGallery: boolean }> = []
      Object.assign(window, { __layoutShifts: shifts })
      new PerformanceObserver(list => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue
          const inGallery = entry.sources.some(source => {
            const node = source.node
            const element = node instanceof Element ? node : node?.parentElement
            return Boolean(element?.closest("main ul"))
          })
          shifts.push({ value: entry.value, inGallery })
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    await visit(page, "/photos")
    const heightsBefore = await page
      .locator(figures)
      .evaluateAll(elements => elements.map(element => element.getBoundingClientRect().height))
    // Each photo's dominant colour stands in for it until it has loaded.
    const placeholders = await page
      .locator(`${figures} img`)
      .evaluateAll(images => images.map(image => getComputedStyle(image).backgroundColor))
    expect(placeholders).toHaveLength(16)
    expect(placeholders.filter(colour => colour === "rgba(0, 0, 0, 0)")).toEqual([])

    await scrollThrough(page)
    await page.waitForLoadState("networkidle")
    const heightsAfter = await page
      .locator(figures)
      .evaluateAll(elements => elements.map(element => element.getBoundingClientRect().height))
    expect(heightsAfter, "frames keep their size as photos load").toEqual(heightsBefore)
    const shifts = await page.evaluate(
      () =>
        (window as unknown as { __layoutShifts: Array<{ value: number; inGallery: boolean }> })
          .__layoutShifts,
    )
    expect(
      shifts.filter(shift => shift.inGallery),
      "no photo frame moves while photos load",
    ).toEqual([])
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, "cumulative layout shift of the page, 0.00 to two places").toBeLessThan(0.005)
  })
})
