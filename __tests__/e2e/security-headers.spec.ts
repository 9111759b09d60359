import {
  cspViolations,
  expect,
  recordCspViolations,
  routes,
  scrollThrough,
  test,
  visit,
} from "./support/fixtures"

test.describe("security headers from _headers (served as the host serves them)", () => {
  for (const route of [...routes, "/no-such-page"]) {
    test(`${route} loads under the Content-Security-Policy with no violation`, async ({
      page,
      guard,
    }) => {
      guard.allowStatus(404, /no-such-page/)
      guard.allowConsoleError(/^404 Error/)
      await recordCspViolations(page)
      const response = await visit(page, route)
      const headers = response?.headers() ?? {}
      // An unknown path has only the rules of `/*`; the page it gets, 404.html, has its policy in
      // its head (see addNotFoundPolicy in plugins/gatsby-plugin-plain-html/security-headers.ts).
      const policy =
        headers["content-security-policy"] ??
        (await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute("content")) ??
        ""
      expect(policy).toContain("default-src 'self'")
      if (route === "/no-such-page") expect(headers["x-frame-options"]).toBe("DENY")
      else expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/)
      expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/)
      expect(policy, "no inline code but the hashed, no eval").not.toContain("'unsafe-")
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["strict-transport-security"]).toMatch(/max-age=31536000; includeSubDomains/)

      // Styles, images and their placeholders, tooltips and the menu panel work under the policy.
      await expect(page.getByRole("banner")).toHaveCSS("position", "fixed")
      await scrollThrough(page)
      const images = page.locator("main img")
      for (const image of (await images.all()).slice(0, 2)) {
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
      }
      await page.getByRole("button", { name: "Open menu" }).click()
      await expect(page.getByRole("dialog")).toBeVisible()
      await page.keyboard.press("Escape")
      expect(await cspViolations(page), "Content-Security-Policy violations").toEqual([])
    })
  }
})
