import {
  ANY_WIDTH,
  columnCount,
  content,
  ENGINES,
  expect,
  LAYOUT,
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

  test(
    "lays the photos out in 1, 2 or 3 columns by screen width",
    { tag: [ENGINES, LAYOUT] },
    async ({ page, viewport }) => {
      await visit(page, "/photos")
      const width = viewport?.width ?? 0
      const expected = width < 640 ? 1 : width < 1024 ? 2 : 3
      expect(await columnCount(page, figures), `${expected} columns at ${width}px`).toBe(expected)
    },
  )

  test(
    "contains or crops each photo as its content entry says",
    { tag: [ANY_WIDTH, ENGINES] },
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

  // At phone width only: how near a lazy photo must come before it loads is the browser's choice,
  // and wider screens lay the gallery out shorter. At 1280 × 800 the last photo is 1,400 px below
  // the screen, which Chromium's headless shell already counts as near, and its full build not.
  test(
    "loads photos below the first screen only when the visitor scrolls near them",
    { tag: [ANY_WIDTH, ENGINES] },
    async ({ page }) => {
      // The photos the page has loaded, as its Resource Timing lists them.
      const photosLoaded = () =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType("resource")
              .filter(entry => new URL(entry.name).pathname.startsWith("/static/")).length,
        )
      await visit(page, "/photos")
      await page.waitForLoadState("networkidle")

      const last = page.locator(`${figures} img`).last()
      await expect(last).toHaveAttribute("loading", "lazy")
      const lastLoaded = () =>
        last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)
      expect(await lastLoaded(), "the last photo has not loaded before scrolling").toBe(false)
      const photosBefore = await photosLoaded()

      // The visitor scrolls down to the last photo and stays there: a photo scrolled past and out
      // of sight again before its load began (a busy WebKit) may wait until it is near again.
      await last.evaluate((image: HTMLImageElement) => image.scrollIntoView({ block: "center" }))
      await expect.poll(lastLoaded).toBe(true)
      expect(await photosLoaded(), "more photos load as the visitor scrolls").toBeGreaterThan(
        photosBefore,
      )
    },
  )

  test(
    "shows each photo in the first format its picture offers: AVIF or WebP, never the JPEG",
    { tag: [ANY_WIDTH, ENGINES] },
    async ({ page }) => {
      // Every browser the site supports reads AVIF and WebP (docs/architecture.md, "Supported browsers").
      for (const path of ["/", "/photos"]) {
        await visit(page, path)
        const images = await page.locator("picture img").all()
        expect(images.length, path).toBeGreaterThan(1)
        for (const image of images) {
          // Each photo in view until it has loaded: a busy WebKit may leave a lazy photo that
          // was scrolled past before its load began until it is near again.
          await image.evaluate((img: HTMLImageElement) => img.scrollIntoView({ block: "center" }))
          await expect
            .poll(() =>
              image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
            )
            .toBe(true)
          const shown = await image.evaluate((img: HTMLImageElement) => {
            const offered = img.parentElement?.querySelector("source")?.type ?? ""
            const extension = new URL(img.currentSrc || img.src).pathname.split(".").pop()
            return `${offered} ${extension}`
          })
          expect(shown, path).toMatch(/^image\/(avif avif|webp webp)$/)
        }
      }
    },
  )

  test(
    "keeps every photo in a reserved frame with a placeholder",
    { tag: ENGINES },
    async ({ page }) => {
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
    },
  )

  // The Layout Instability API that measures shifts is Chromium's alone.
  test("shifts nothing while the photos load", async ({ page }) => {
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
    await scrollThrough(page)
    await page.waitForLoadState("networkidle")
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
