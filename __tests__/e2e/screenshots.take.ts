import path from "node:path"
import { routes, scrollThrough, test, visit } from "./support/fixtures"

/** Full-page screenshots of every route at every width, for a person to look at: screenshots/ (see screenshots.config.ts). */
const folder = path.resolve("screenshots")

test.describe("screenshots", () => {
  for (const route of [...routes, "/no-such-page"]) {
    test(`of ${route}`, async ({ page, guard }, testInfo) => {
      guard.allowStatus(404, /no-such-page/)
      guard.allowConsoleError(/^404 Error/)
      // Playwright's Firefox puts a style in the page to still animations and the caret for the
      // picture, which the pages' policy refuses (Chromium's is let through the policy).
      guard.allowPageError(/blocked an inline style/)
      await visit(page, route)
      await scrollThrough(page)
      await page.waitForLoadState("networkidle")
      const name = route === "/" ? "home" : route.slice(1)
      const { name: project, metadata } = testInfo.project
      const browser = (metadata.engine ? project : `chromium ${project}`).replaceAll(" ", "-")
      await page.screenshot({
        path: path.join(folder, `${browser}-${name}.png`),
        fullPage: true,
        animations: "disabled",
      })
    })
  }
})
