import {
  columnCount,
  content,
  expect,
  expectInertButton,
  isPhone,
  test,
  visit,
} from "./support/fixtures"

test.describe("Home hero (SPEC §3.2)", () => {
  test("fills the screen below the top bar with the hero image, the group name on top", async ({
    page,
    viewport,
  }) => {
    await visit(page, "/")
    const hero = page.locator("main > section").first()
    const box = await hero.boundingBox()
    const bar = await page.getByRole("banner").boundingBox()
    expect(box?.width, "the hero is as wide as the screen").toBe(viewport?.width)
    // The bar's 1 px bottom border overlaps the hero's top edge.
    expect(
      Math.abs((box?.y ?? 0) - (bar?.height ?? 0)),
      "the hero starts under the top bar",
    ).toBeLessThanOrEqual(1)
    expect((box?.y ?? 0) + (box?.height ?? 0), "the hero reaches the bottom").toBe(viewport?.height)
    const image = hero.getByRole("img", { name: content.site.heroAlt })
    await expect(image).toBeVisible()
    await expect(image).toHaveCSS("object-fit", "cover")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.site.name)
  })

  test("has a bouncing scroll cue that leads to Stay Connected", async ({ page }) => {
    await visit(page, "/")
    const cue = page.getByRole("link", { name: "Scroll down" })
    await expect(cue, "the scroll cue bounces").toHaveCSS("animation-name", "bounce")
    const first = await cue.boundingBox()
    await page.waitForTimeout(350)
    const later = await cue.boundingBox()
    expect(first?.y, "the scroll cue moves").not.toBe(later?.y)

    // A bouncing target never holds still for a pointer click; a keyboard press follows it too.
    await cue.press("Enter")
    await expect(page).toHaveURL(/#stay-connected$/)
    await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeInViewport()
  })

  test.describe("for visitors who prefer reduced motion", () => {
    test.use({ colorScheme: "light", reducedMotion: "reduce" })

    test("the scroll cue does not bounce", async ({ page }) => {
      await visit(page, "/")
      const cue = page.getByRole("link", { name: "Scroll down" })
      await expect(cue, "no animation under reduced motion").toHaveCSS("animation-name", "none")
      const first = await cue.boundingBox()
      await page.waitForTimeout(350)
      expect((await cue.boundingBox())?.y).toBe(first?.y)
    })
  })
})

test.describe("Stay Connected (SPEC §3.2)", () => {
  test("invites visitors to follow the group on Facebook, Instagram and YouTube", async ({
    page,
  }) => {
    await visit(page, "/")
    const stay = page.getByRole("region", { name: "Stay Connected" })
    await expect(
      stay.getByText("Get exclusive updates and early access to new music and performances."),
    ).toBeVisible()
    await expect(stay.getByRole("heading", { name: `Follow ${content.site.name}` })).toBeVisible()
    await expect(stay.getByRole("link")).toHaveCount(3)
  })

  test("opens Facebook and Instagram in a new tab, and YouTube in the same tab", async ({
    page,
  }) => {
    await visit(page, "/")
    const stay = page.getByRole("region", { name: "Stay Connected" })
    for (const { network, url } of content.site.social) {
      const link = stay.getByRole("link", { name: new RegExp(`^${network}`) })
      await expect(link).toHaveAttribute("href", url)
      if (network === "YouTube") {
        await expect(link, "the Home YouTube link has no new-tab setting").not.toHaveAttribute(
          "target",
        )
      } else {
        await expect(link, `${network} opens in a new tab`).toHaveAttribute("target", "_blank")
        await expect(link).toHaveAttribute("rel", "noopener noreferrer")
      }
    }
  })

  test("follows a social link to its site in a new tab", async ({ page, context, guard }) => {
    await visit(page, "/")
    const facebook = page.getByRole("link", { name: /^Facebook/ })
    const [tab] = await Promise.all([context.waitForEvent("page"), facebook.click()])
    await expect(tab).toHaveURL(content.site.social[0].url)
    expect(guard.externalRequests).toContain(content.site.social[0].url)
    await expect(page).toHaveURL("/")
  })
})

test.describe("tooltips on icon-only links (SPEC §3.2)", () => {
  test.beforeEach(({ viewport }) => {
    test.skip(isPhone(viewport?.width ?? 0), "phones have no hover")
  })

  const tooltip = (page: import("@playwright/test").Page) => page.getByRole("tooltip")

  test("open after 700 ms of hover, not before", async ({ page }) => {
    await visit(page, "/")
    const facebook = page.getByRole("link", { name: /^Facebook/ })
    await facebook.scrollIntoViewIfNeeded()
    // Timed in the page, from the pointer entering the link to the tooltip appearing, so a busy
    // test machine's delays between steps cannot make the tooltip look early.
    await facebook.evaluate(link => {
      const times = { entered: 0, shown: 0 }
      Object.assign(window, { tooltipTimes: times })
      link.addEventListener("pointerenter", () => (times.entered = performance.now()), {
        once: true,
      })
      new MutationObserver((_, observer) => {
        if (!document.querySelector("[role=tooltip]")) return
        times.shown = performance.now()
        observer.disconnect()
      }).observe(document.body, { childList: true, subtree: true })
    })
    await facebook.hover()
    await expect(tooltip(page), "the tooltip shows after 700 ms").toHaveText("Facebook")
    const { entered, shown } = await page.evaluate(
      () =>
        (window as unknown as { tooltipTimes: { entered: number; shown: number } }).tooltipTimes,
    )
    expect(shown - entered, "no tooltip before 700 ms").toBeGreaterThanOrEqual(695)
    expect(shown - entered, "and not much after").toBeLessThan(1200)
  })

  test("skip the delay when moving to the next link within 300 ms, and not after", async ({
    page,
  }) => {
    await visit(page, "/")
    const facebook = page.getByRole("link", { name: /^Facebook/ })
    const instagram = page.getByRole("link", { name: /^Instagram/ })
    await facebook.scrollIntoViewIfNeeded()
    await facebook.hover()
    await expect(tooltip(page)).toHaveText("Facebook")

    const box = await instagram.boundingBox()
    if (!box) throw new Error("Instagram link has no box")
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 6 })
    await page.waitForTimeout(100)
    await expect(tooltip(page), "the next tooltip opens at once").toHaveText("Instagram")

    await page.mouse.move(5, 300, { steps: 4 })
    await page.waitForTimeout(450)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 })
    await page.waitForTimeout(300)
    await expect(tooltip(page), "after 300 ms away the delay applies again").toHaveCount(0)
    await page.waitForTimeout(600)
    await expect(tooltip(page)).toHaveText("Instagram")
  })

  test("show on keyboard focus", async ({ page }) => {
    await visit(page, "/")
    await page.getByRole("link", { name: "Scroll down" }).focus()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("link", { name: /^Facebook/ })).toBeFocused()
    await expect(tooltip(page).filter({ hasText: "Facebook" })).toBeVisible()
  })
})

test.describe("Experience (SPEC §3.2)", () => {
  test("shows four cards in 1, 2 or 4 columns by screen width", async ({ page, viewport }) => {
    await visit(page, "/")
    const cards = page.getByRole("region", { name: "Experience" }).getByRole("article")
    await expect(cards).toHaveCount(4)
    await expect(cards.getByRole("heading")).toHaveText(content.features.map(f => f.title))
    const width = viewport?.width ?? 0
    const expected = width < 640 ? 1 : width < 1024 ? 2 : 4
    expect(await columnCount(page, "main section:has(#experience-heading) article")).toBe(expected)
  })

  for (const label of ["Listen Now", "See Dates", "Join Now"]) {
    test(`${label} is a button that does nothing`, async ({ page, context }) => {
      await visit(page, "/")
      await expectInertButton(page, context, label)
    })
  }

  test("Preview opens the streaming artist page in a new tab", async ({ page, context }) => {
    await visit(page, "/")
    const preview = page.getByRole("link", { name: /^Preview/ })
    await expect(preview).toHaveAttribute("target", "_blank")
    await expect(preview).toHaveAttribute("rel", "noopener noreferrer")
    const [tab] = await Promise.all([context.waitForEvent("page"), preview.click()])
    await expect(tab).toHaveURL(content.site.streamingUrl)
  })
})
