import type { Page } from "@playwright/test"
import {
  content,
  ENGINES,
  expect,
  HOST,
  isPhone,
  isTablet,
  LAYOUT,
  NO_POPOVER,
  pages,
  test,
  visit,
} from "./support/fixtures"

test.describe("top bar (docs/product.md §2)", () => {
  for (const [label, path] of pages) {
    // The bar is one component on every page: in Firefox and WebKit, and at tablet width, it is
    // tested on Home.
    const home = path === "/"
    const tag = home ? [ENGINES, LAYOUT, HOST] : [HOST]
    test.describe(() => {
      test.skip(
        ({ screenWidth }) => !home && isTablet(screenWidth),
        "tested on Home at tablet width: a tablet has a desktop's bar",
      )
      test(
        `is fixed at the top with logo and name, and highlights ${label} on ${path}`,
        { tag },
        async ({ page, screenWidth }) => {
          const phone = isPhone(screenWidth)
          await visit(page, path)
          const banner = page.getByRole("banner")
          await expect(banner.getByRole("link", { name: content.site.name })).toBeVisible()
          await expect(banner.locator("img")).toBeVisible()

          // Scroll as far as the page goes (a short page may not scroll at all on a tall screen).
          await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }))
          const box = await banner.boundingBox()
          expect(box?.y, "the top bar stays at the top while the page scrolls").toBe(0)
          await expect(banner, "the top bar is fixed").toHaveCSS("position", "fixed")

          if (phone) {
            await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
            await page.getByRole("button", { name: "Open menu" }).click()
          }
          const nav = page.getByRole("navigation", { name: phone ? "Menu" : "Main" })
          const current = nav.getByRole("link", { name: label })
          await expect(current, "the current page's link has aria-current=page").toHaveAttribute(
            "aria-current",
            "page",
          )
          const others = pages.filter(([other]) => other !== label)
          const otherLink = nav.getByRole("link", { name: others[0][0], exact: true })
          await expect(otherLink).not.toHaveAttribute("aria-current")
          const colour = (locator: typeof current) =>
            locator.evaluate(el => getComputedStyle(el).color)
          expect(await colour(current), "the current page's link is visibly highlighted").not.toBe(
            await colour(otherLink),
          )
        },
      )
    })
  }

  test(
    "shows the page links in the bar on tablets and desktops, behind a menu button on phones",
    { tag: [ENGINES, LAYOUT] },
    async ({ page, viewport }) => {
      await visit(page, "/")
      const nav = page.getByRole("navigation", { name: "Main" })
      const menuButton = page.getByRole("button", { name: "Open menu" })
      if (isPhone(viewport?.width ?? 0)) {
        await expect(nav).toBeHidden()
        await expect(menuButton).toBeVisible()
      } else {
        await expect(nav).toBeVisible()
        await expect(nav.getByRole("link")).toHaveText(pages.map(([label]) => label))
        await expect(menuButton).toBeHidden()
      }
    },
  )

  test.describe(() => {
    test.skip(({ screenWidth }) => isPhone(screenWidth), "phones use the menu panel")
    test.skip(
      ({ screenWidth }) => isTablet(screenWidth),
      "tested at desktop width: a tablet has a desktop's bar",
    )

    test("goes to each page from the bar", async ({ page }) => {
      await visit(page, "/")
      for (const [label, path] of pages.slice(1)) {
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: label })
          .click()
        await expect(page).toHaveURL(path)
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      }
    })
  })
})

test.describe("mobile menu panel (docs/product.md §2)", { tag: NO_POPOVER }, () => {
  // While the panel is open the page behind it is inert and has no accessible names, so the
  // menu button is held by its label attribute rather than by role.
  const menuButtonOf = (page: Page) => page.locator('button[aria-label="Open menu"]')

  test.skip(({ screenWidth }) => !isPhone(screenWidth), "the panel is for small screens")

  test(
    "is closed at first: its links are neither visible nor reachable by keyboard",
    { tag: ENGINES },
    async ({ page }) => {
      await visit(page, "/bio")
      const button = page.getByRole("button", { name: "Open menu" })
      await expect(button).toHaveAttribute("aria-expanded", "false")
      await expect(page.getByRole("dialog")).toHaveCount(0)

      const reached: string[] = []
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press("Tab")
        reached.push(
          await page.evaluate(() => {
            const active = document.activeElement
            return `${active?.closest("nav")?.getAttribute("aria-label") ?? ""}:${active?.textContent?.trim()}`
          }),
        )
      }
      expect(
        reached.filter(entry => entry.startsWith("Menu:") || entry.startsWith("Main:")),
      ).toEqual([])
    },
  )

  test(
    "opens from the menu button, moves focus in, and keeps the page behind from scrolling",
    { tag: ENGINES },
    async ({ page }) => {
      await visit(page, "/photos")
      const button = menuButtonOf(page)
      await button.click()

      const panel = page.getByRole("dialog", { name: "Menu" })
      await expect(panel).toBeVisible()
      await expect(button).toHaveAttribute("aria-expanded", "true")
      await expect(
        panel.getByRole("link", { name: "Home" }),
        "focus moves into the panel",
      ).toBeFocused()
      await expect(panel.getByRole("link")).toHaveText(pages.map(([label]) => label))
      await expect(panel.getByRole("link", { name: "Photos" })).toHaveAttribute(
        "aria-current",
        "page",
      )

      const before = await page.evaluate(() => window.scrollY)
      await page.mouse.move(20, 700)
      await page.mouse.wheel(0, 800)
      await page.keyboard.press("PageDown")
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => window.scrollY), "the page behind does not scroll").toBe(
        before,
      )
    },
  )

  test(
    "closes on Escape and gives focus back to the menu button",
    { tag: ENGINES },
    async ({ page }) => {
      await visit(page, "/")
      const button = menuButtonOf(page)
      await button.click()
      await expect(page.getByRole("dialog")).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(page.getByRole("dialog")).toHaveCount(0)
      await expect(button).toHaveAttribute("aria-expanded", "false")
      await expect(button).toBeFocused()
    },
  )

  test("closes with one Escape after the visitor tabbed to the Close menu control", async ({
    page,
  }) => {
    await visit(page, "/")
    await page.getByRole("button", { name: "Open menu" }).focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("dialog").getByRole("link", { name: "Home" })).toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog")).toHaveCount(0)
  })

  test(
    "closes with its Close menu control and gives focus back to the menu button",
    { tag: ENGINES },
    async ({ page }) => {
      await visit(page, "/")
      await page.getByRole("button", { name: "Open menu" }).click()
      await page.getByRole("button", { name: "Close menu" }).click()
      await expect(page.getByRole("dialog")).toHaveCount(0)
      await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused()
    },
  )

  test("closes when a link is chosen, on the chosen page", { tag: HOST }, async ({ page }) => {
    await visit(page, "/")
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.getByRole("dialog").getByRole("link", { name: "Videos" }).click()
    await expect(page).toHaveURL("/videos")
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 1, name: "Videos" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
  })
})

/**
 * Safari before 17, within the site's range (docs/architecture.md, "Supported browsers"), has no Popover API:
 * the popover attributes mean nothing there. Tested in WebKit with that API turned off.
 */
test.describe("in a browser without the Popover API", { tag: NO_POPOVER }, () => {
  test.skip(({ popoverApi }) => popoverApi, "for a browser without the Popover API")

  const labels = pages.map(([label]) => label)

  /** Each page shows its top of page, not a panel over it. */
  const expectPanelHidden = async (page: Page, path: string) => {
    await expect(page.getByRole("dialog", { name: "Menu" }), `${path}: no panel`).toBeHidden()
    await expect(page.getByRole("banner"), path).toBeInViewport()
    await expect(page.getByRole("heading", { level: 1 }), path).toBeInViewport()
  }

  test("every page hides the panel until the menu button opens it, and leads to every other page", async ({
    page,
  }) => {
    for (const [index, [label, path]] of pages.entries()) {
      await visit(page, path)
      await expectPanelHidden(page, path)
      const button = page.locator('button[aria-label="Open menu"]')
      await button.click()
      const panel = page.getByRole("dialog", { name: "Menu" })
      await expect(panel, path).toBeVisible()
      await expect(button).toHaveAttribute("aria-expanded", "true")
      await expect(panel.getByRole("link", { name: "Home" })).toBeFocused()
      await expect(panel.getByRole("link")).toHaveText(labels)
      await expect(panel.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page")
      await page.keyboard.press("Escape")
      await expect(panel).toBeHidden()
      await expect(button).toBeFocused()

      // On to the next page, from the menu.
      const [nextLabel, nextPath] = pages[(index + 1) % pages.length]
      await button.click()
      await panel.getByRole("link", { name: nextLabel, exact: true }).click()
      await expect(page).toHaveURL(nextPath)
      await expectPanelHidden(page, nextPath)
    }
  })

  test.describe("with JavaScript turned off", () => {
    test.use({ javaScriptEnabled: false })

    test("every page hides the panel and its menu button, and its footer leads to every other page", async ({
      page,
    }) => {
      for (const [index, [, path]] of pages.entries()) {
        await visit(page, path)
        await expectPanelHidden(page, path)
        // Without its script the button could open nothing, so it is out of sight.
        await expect(page.getByRole("button", { name: "Open menu" }), path).toBeHidden()
        const footer = page.getByRole("navigation", { name: "Footer" })
        await expect(footer.getByRole("link")).toHaveText(labels)

        const [nextLabel, nextPath] = pages[(index + 1) % pages.length]
        const next = footer.getByRole("link", { name: nextLabel, exact: true })
        await next.scrollIntoViewIfNeeded()
        await expect(next).toBeVisible()
        await next.click()
        await expect(page).toHaveURL(nextPath)
      }
    })
  })
})
