import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, isPhone, isTablet, routes, test, visit } from "./support/fixtures"

/** WCAG 2.2 A and AA as axe-core checks them: 2.0 and 2.1's rules, and 2.2's (target size). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

const violationsOf = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  return results.violations.map(
    violation =>
      `${violation.id}: ${violation.help} (${violation.nodes.map(node => node.target.join(" ")).join(", ")})`,
  )
}

test.describe("accessibility audit, WCAG 2.2 A and AA", () => {
  for (const route of [...routes, "/no-such-page"]) {
    test(`finds no violations on ${route}`, async ({ page, guard }) => {
      guard.allowStatus(404, /no-such-page/)
      guard.allowConsoleError(/^404 Error/)
      await visit(page, route)
      expect(await violationsOf(page)).toEqual([])
    })
  }

  test.describe(() => {
    test.skip(({ screenWidth }) => !isPhone(screenWidth), "the panel is for small screens")

    test("finds no violations with the mobile menu panel open", async ({ page }) => {
      await visit(page, "/photos")
      await page.getByRole("button", { name: "Open menu" }).click()
      await expect(page.getByRole("dialog")).toBeVisible()
      expect(await violationsOf(page)).toEqual([])
    })
  })
})

test.describe("keyboard", () => {
  test.skip(
    ({ screenWidth }) => isTablet(screenWidth),
    "tested at phone and desktop widths: a tablet has a desktop's bar",
  )

  for (const route of routes) {
    test(`reaches every link and button on ${route} in order, with a visible focus ring`, async ({
      page,
    }) => {
      await visit(page, route)
      // Number every visible link and button in document order, then walk them with Tab.
      const expected = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("a[href], button, [tabindex='0']")]
          .filter(
            element =>
              element.getClientRects().length > 0 || element.textContent === "Skip to content",
          )
          .filter(element => getComputedStyle(element).visibility !== "hidden")
          .map((element, index) => {
            element.dataset.walk = String(index)
            return `${index}: ${element.getAttribute("aria-label") ?? element.textContent?.trim()}`
          }),
      )

      const reached: string[] = []
      for (let step = 0; step < expected.length; step += 1) {
        await page.keyboard.press("Tab")
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement
          const style = getComputedStyle(element)
          return {
            name: `${element.dataset.walk}: ${element.getAttribute("aria-label") ?? element.textContent?.trim()}`,
            ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
            visible: element.getClientRects().length > 0,
          }
        })
        expect(focused.ring, `visible focus ring on ${focused.name}`).toBe(true)
        expect(focused.visible, `focused element is visible: ${focused.name}`).toBe(true)
        reached.push(focused.name)
      }
      expect(reached, "Tab visits every link and button in document order").toEqual(expected)
    })
  }

  test("offers a skip link first, which moves to the main content", async ({ page }) => {
    await visit(page, "/bio")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("main")).toBeFocused()
  })
})
