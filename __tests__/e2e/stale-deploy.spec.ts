import { renameSync, rmSync, symlinkSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { expect, test, visit } from "./support/fixtures"

/**
 * A visitor on the site while a new build is deployed. The host replaces the whole folder at once;
 * here the served folder, test-results/deployed, is a link turned from public/ to the next build
 * (the gallery's copy, __tests__/sites/build-gallery-site.mjs), in which the menu panel's id has changed
 * and so has the name of the script that drives it.
 */
const DEPLOYED = path.resolve("test-results/deployed")
const CURRENT = path.resolve("public")
const NEXT = path.resolve("test-results/gallery-site/public")

const deploy = (publicDir: string) => {
  const draft = `${DEPLOYED}.draft`
  rmSync(draft, { force: true })
  symlinkSync(publicDir, draft, "dir")
  renameSync(draft, DEPLOYED)
}

const scriptOf = (page: Page) => page.locator("script[type=module]").getAttribute("src")

/** Opens the menu, checks that its script has run (it sets aria-expanded), and closes it. */
const tryMenu = async (page: Page) => {
  const button = page.getByRole("button", { name: "Open menu" })
  await button.click()
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
  await expect(button).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expect(button).toHaveAttribute("aria-expanded", "false")
}

test.describe.configure({ mode: "serial" })
test.beforeEach(() => deploy(CURRENT))
test.afterAll(() => deploy(CURRENT))

test("a page opened before a deploy takes the visitor on to the new build", async ({ page }) => {
  await visit(page, "/bio")
  const before = await scriptOf(page)
  await expect(page.locator("#menu-panel")).toHaveCount(1)

  deploy(NEXT)

  // The page from before the deploy still works as it is.
  await tryMenu(page)

  // Moving on from it brings the new build's page, with its own script, and its menu works.
  await page.getByRole("button", { name: "Open menu" }).click()
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Photos" }).click()
  await expect(page).toHaveURL(/\/photos$/)
  await expect(page.locator("#site-menu")).toHaveCount(1)
  expect(await scriptOf(page)).not.toBe(before)
  await tryMenu(page)

  // Back to the page from before the deploy, which works whether it comes from memory or anew.
  await page.goBack()
  await expect(page).toHaveURL(/\/bio$/)
  await tryMenu(page)
  await expect(page.getByText("Unexpected Application Error")).toHaveCount(0)
})
