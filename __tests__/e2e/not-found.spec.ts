import { ENGINES, expect, test, visit } from "./support/fixtures"

test.describe("not-found page (docs/product.md §8)", { tag: ENGINES }, () => {
  test("is served with status 404 and says so, with a way home", async ({ page, guard }) => {
    guard.allowStatus(404, /\/no\/such-page/)
    guard.allowConsoleError(/^404 Error: User attempted to access non-existent route/)
    const response = await visit(page, "/no/such-page")
    expect(response?.status(), "the host answers 404").toBe(404)
    await expect(page.getByText("404", { exact: true })).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found")

    await page.getByRole("link", { name: "Return to Home" }).click()
    await expect(page).toHaveURL("/")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test.describe(() => {
    test.skip(
      ({ browserName }) => browserName === "webkit",
      "WebKit's WebDriver (classic) cannot read the console",
    )

    test("logs the attempted path to the console as an error", async ({ page, guard }) => {
      guard.allowStatus(404, /\/no\/such-page/)
      guard.allowConsoleError(/^404 Error: User attempted to access non-existent route/)
      const logged: string[] = []
      page.on("console", message => {
        if (message.type() === "error" && message.text().startsWith("404 Error")) {
          logged.push(message.text())
        }
      })
      await visit(page, "/no/such-page")
      await expect
        .poll(() => logged)
        .toEqual(["404 Error: User attempted to access non-existent route: /no/such-page"])
    })
  })
})
