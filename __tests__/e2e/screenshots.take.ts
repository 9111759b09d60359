import path from "node:path"
import { routes, scrollThrough, test, visit } from "./support/fixtures"

/** Full-page screenshots of every route at every width, for a person to look at: screenshots/ (see screenshots.config.ts). */
const folder = path.resolve("screenshots")

test.describe("screenshots", () => {
  for (const route of [...routes, "/no-such-page"]) {
    test(`of ${route}`, async ({ page, guard }, testInfo) => {
      guard.allowStatus(404, /no-such-page/)
      guard.allowConsoleError(/^404 Error/)
      await visit(page, route)
      await scrollThrough(page)
      await page.waitForLoadState("networkidle")
      const name = route === "/" ? "home" : route.slice(1)
      await page.screenshot({
        path: path.join(folder, `${testInfo.project.name}-${name}.png`),
        fullPage: true,
        animations: "disabled",
      })
    })
  }
})
