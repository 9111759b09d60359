import type { Page } from "@playwright/test"
import {
  ENGINES,
  expect,
  isPhone,
  JAVASCRIPT_OFF_IN_FIREFOX,
  pages,
  recordTooltips,
  skipWithoutHover,
  test,
  tooltipVisits,
} from "./support/fixtures"

/**
 * The menu panel and the tooltips work from the HTML and CSS alone: with JavaScript turned off,
 * and before the site's script has arrived on a slow connection (here, held back until the test
 * ends). The script only adds to them (navigation.spec.ts and home.spec.ts test that).
 */
const modes = [
  { name: "with JavaScript turned off", javaScriptEnabled: false },
  { name: "before any script has arrived", javaScriptEnabled: true },
] as const

/**
 * What each engine here can do: WebKit's WebDriver (classic) cannot hold a request back, and
 * Playwright's Firefox cannot turn JavaScript off.
 */
const skipWhereImpossible = (javaScriptEnabled: boolean) => {
  test.skip(
    ({ browserName }) => javaScriptEnabled && browserName === "webkit",
    "WebKit's WebDriver (classic) cannot hold the script's request back",
  )
  test.skip(
    ({ browserName }) => !javaScriptEnabled && browserName === "firefox",
    JAVASCRIPT_OFF_IN_FIREFOX,
  )
}

/** Opens a page; every script request is held back when JavaScript is on. */
const open = async (page: Page, path: string, javaScriptEnabled: boolean) => {
  if (javaScriptEnabled) await page.route(/\.js$/, () => new Promise<void>(() => {}))
  // DOMContentLoaded and load wait for the held script, so the test goes on once the page
  // shows its main heading, as a visitor would.
  await page.goto(path, { waitUntil: "commit" })
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
}

for (const { name, javaScriptEnabled } of modes) {
  test.describe(`the menu panel ${name}`, { tag: ENGINES }, () => {
    test.use({ javaScriptEnabled, hasTouch: true })
    skipWhereImpossible(javaScriptEnabled)
    test.skip(
      ({ browserName }) => browserName === "firefox",
      "Playwright's Firefox over WebDriver BiDi has no touch: hasTouch and tap do nothing there",
    )
    test.skip(({ screenWidth }) => !isPhone(screenWidth), "the panel is for small screens")

    test("opens from the menu button; Close menu, Escape and a tap outside close it", async ({
      page,
    }) => {
      await open(page, "/photos", javaScriptEnabled)
      const button = page.getByRole("button", { name: "Open menu" })
      // No script has run: the script is what sets aria-expanded on the button.
      await expect(button).not.toHaveAttribute("aria-expanded")
      const panel = page.getByRole("dialog", { name: "Menu" })
      await expect(panel).toBeHidden()

      await button.tap()
      await expect(panel).toBeVisible()
      await expect(panel.getByRole("link")).toHaveText(pages.map(([label]) => label))
      await expect(panel.getByRole("link", { name: "Photos" })).toHaveAttribute(
        "aria-current",
        "page",
      )
      await panel.getByRole("button", { name: "Close menu" }).tap()
      await expect(panel).toBeHidden()

      await button.tap()
      await expect(panel).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(panel).toBeHidden()

      await button.tap()
      await expect(panel).toBeVisible()
      // The page behind the panel, on the left of the screen.
      await page.touchscreen.tap(20, 400)
      await expect(panel).toBeHidden()
    })

    test("goes to the chosen page, where the panel is closed", async ({ page }) => {
      await open(page, "/", javaScriptEnabled)
      await page.getByRole("button", { name: "Open menu" }).tap()
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Videos" }).tap()
      await expect(page).toHaveURL("/videos")
      await expect(page.getByRole("heading", { level: 1, name: "Videos" })).toBeVisible()
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden()
    })
  })

  test.describe(`tooltips ${name}`, { tag: ENGINES }, () => {
    test.use({ javaScriptEnabled })
    skipWhereImpossible(javaScriptEnabled)
    skipWithoutHover()

    test("show on hover and on keyboard focus, after 700 ms", async ({ page }) => {
      await open(page, "/", javaScriptEnabled)
      const facebook = page.getByRole("link", { name: /^Facebook/ })
      await facebook.scrollIntoViewIfNeeded()
      // With JavaScript on, the delay is timed in the page; without it, the CSS holds it.
      if (javaScriptEnabled) await recordTooltips(page)
      const tooltip = page.getByRole("tooltip", { name: "Facebook" })

      await facebook.hover()
      await expect(tooltip).toBeVisible()
      await expect(tooltip, "the open delay").toHaveCSS("transition-delay", "0.7s")
      await page.mouse.move(5, 5)
      await expect(tooltip).toBeHidden()

      await page.getByRole("link", { name: "Scroll down" }).focus()
      await page.keyboard.press("Tab")
      await expect(facebook).toBeFocused()
      await expect(tooltip).toBeVisible()
      await expect(tooltip, "the open delay").toHaveCSS("transition-delay", "0.7s")
      await expect(facebook, "the link keeps its own name").toHaveAccessibleName(
        "Facebook (opens in a new tab)",
      )

      if (javaScriptEnabled) {
        const visits = (await tooltipVisits(page)).filter(visit => visit.label === "Facebook")
        expect(visits, "one hover and one keyboard focus").toHaveLength(2)
        for (const visit of visits) {
          expect(
            (visit.shown ?? 0) - visit.entered,
            "no tooltip before 700 ms",
          ).toBeGreaterThanOrEqual(699.5)
        }
      }
    })
  })
}
