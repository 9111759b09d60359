import { readFileSync } from "node:fs"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, isPhone, isTablet, routes, test, visit } from "./support/fixtures"

/** WCAG 2.2 A and AA as axe-core checks them: 2.0 and 2.1's rules, and 2.2's (target size). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

const axeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  return results.violations.map(
    violation =>
      `axe ${violation.id}: ${violation.help} (${violation.nodes.map(node => node.target.join(" ")).join(", ")})`,
  )
}

/**
 * IBM's Equal Access engine, one file, which checks more of WCAG 2.2 than axe does (focus not
 * obscured, dragging, target spacing) with rules of its own.
 */
const EQUAL_ACCESS = readFileSync("node_modules/accessibility-checker-engine/ace.js", "utf8")

type EqualAccessResult = {
  ruleId: string
  /** The requirement's kind and the outcome: ["VIOLATION", "FAIL"] is a failure of WCAG. */
  value: [string, string]
  message: string
  path: { dom: string }
}
declare const ace: {
  Checker: new () => {
    check: (scope: Document, rulesets: string[]) => Promise<{ results: EqualAccessResult[] }>
  }
}

/**
 * What IBM's engine misreads, left out for that rule and those elements alone: it cannot parse
 * the oklab() colours Tailwind 4 mixes for the top bar's translucent backgrounds, and reports the
 * bar's page links at a contrast of 1.75. axe's color-contrast, which reads the colours the
 * browser computes, checks those elements on every page and passes them.
 */
const MISREAD = { rule: "text_contrast_sufficient", within: "#top-bar" }

const equalAccessViolations = async (page: Page) => {
  // Over the browser's protocol, which the page's Content-Security-Policy does not govern: the
  // engine checks the page as visitors get it, its policy in force.
  await page.evaluate(EQUAL_ACCESS)
  return page.evaluate(async misread => {
    const { results } = await new ace.Checker().check(document, ["WCAG_2_2"])
    const elementAt = (xpath: string) =>
      document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE)
        .singleNodeValue as Element | null
    return results
      .filter(({ value: [kind, outcome] }) => kind === "VIOLATION" && outcome === "FAIL")
      .filter(({ ruleId, path }) => {
        return !(ruleId === misread.rule && elementAt(path.dom)?.closest(misread.within))
      })
      .map(({ ruleId, message, path }) => `IBM ${ruleId}: ${message} (${path.dom})`)
  }, MISREAD)
}

/** Both engines' failures of WCAG 2.2 A and AA on the page as it is now. */
const violationsOf = async (page: Page) => [
  ...(await axeViolations(page)),
  ...(await equalAccessViolations(page)),
]

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
