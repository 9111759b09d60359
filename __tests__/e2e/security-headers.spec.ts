import {
  cspViolations,
  ENGINES,
  expect,
  HOST,
  recordCspViolations,
  routes,
  scrollThrough,
  test,
  visit,
} from "./support/fixtures"

test.describe(
  "security headers from _headers (served as the host serves them)",
  { tag: HOST },
  () => {
    for (const route of [...routes, "/no-such-page"]) {
      // In Firefox and WebKit: the hero, the photos' hashed placeholder styles, and the policy in
      // the not-found page's head.
      const tag = ["/", "/photos", "/no-such-page"].includes(route) ? ENGINES : []
      test(
        `${route} loads under the Content-Security-Policy with no violation`,
        { tag },
        async ({ page, guard }) => {
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
          expect(policy).toContain("default-src 'none'")
          expect(policy).toContain("require-trusted-types-for 'script'; trusted-types 'none'")
          if (route === "/no-such-page") expect(headers["x-frame-options"]).toBe("DENY")
          else expect(policy).toContain("frame-ancestors 'none'")
          expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/)
          expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/)
          expect(policy, "no inline code but the hashed, no eval").not.toContain("'unsafe-")
          expect(headers["x-content-type-options"]).toBe("nosniff")
          expect(headers["strict-transport-security"]).toMatch(
            /max-age=31536000; includeSubDomains/,
          )
          expect(headers["cross-origin-resource-policy"]).toBe("same-origin")
          if (route !== "/no-such-page")
            expect(headers["cross-origin-opener-policy"]).toBe("same-origin")

          // Styles, images and their placeholders, tooltips and the menu panel work under the policy.
          await expect(page.getByRole("banner")).toHaveCSS("position", "fixed")
          await scrollThrough(page)
          const images = page.locator("main img")
          for (const image of (await images.all()).slice(0, 2)) {
            await expect
              .poll(() => image.evaluate((img: HTMLImageElement) => img.complete))
              .toBe(true)
          }
          await page.getByRole("button", { name: "Open menu" }).click()
          await expect(page.getByRole("dialog")).toBeVisible()
          await page.keyboard.press("Escape")
          expect(await cspViolations(page), "Content-Security-Policy violations").toEqual([])
        },
      )
    }
  },
)

test.describe("Trusted Types", { tag: [ENGINES, HOST] }, () => {
  test("a script that writes HTML into a page is refused, and the refusal reported", async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(/requires 'TrustedHTML' assignment/)
    guard.allowConsoleError(/TrustedTypePolicy named 'default' violates/)
    // Firefox reports the refused assignment as an error of the page, though the script caught it.
    guard.allowPageError(/blocked assigning to an injection sink/)
    await recordCspViolations(page)
    await visit(page, "/")
    const written = await page.evaluate(() => {
      const main = document.querySelector("main")
      try {
        if (main) main.innerHTML = "<p>Written by a script</p>"
        return "written"
      } catch (error) {
        return String(error)
      }
    })
    // Each engine words the refusal its own way; all throw a TypeError.
    expect(written).toMatch(/^TypeError: /)
    await expect(page.getByText("Written by a script")).toHaveCount(0)
    expect(await cspViolations(page)).toEqual(["require-trusted-types-for: trusted-types-sink"])
    // And no script can make itself a policy to get around it.
    const policy = await page.evaluate(() => {
      try {
        // TypeScript's DOM types do not have Trusted Types yet.
        const { trustedTypes } = window as unknown as {
          trustedTypes: { createPolicy: (name: string, rules: object) => unknown }
        }
        trustedTypes.createPolicy("default", { createHTML: (html: string) => html })
        return "created"
      } catch (error) {
        return String(error)
      }
    })
    expect(policy).toMatch(/^TypeError: /)
  })
})

test.describe("Cross-Origin-Resource-Policy", { tag: HOST }, () => {
  test("leaves the manifest, its icons and the share image working where they must", async ({
    page,
    request,
  }) => {
    await recordCspViolations(page)
    await visit(page, "/")
    // The browser reads the web app manifest (to install the site) and its icons under the page's
    // policies.
    const devtools = await page.context().newCDPSession(page)
    const manifest = await devtools.send("Page.getAppManifest")
    expect(manifest.errors).toEqual([])
    expect(manifest.data, "the manifest as the browser read it").toMatch(/^\{/)
    const { icons } = JSON.parse(manifest.data ?? "") as { icons: Array<{ src: string }> }
    expect(icons.length).toBeGreaterThan(0)
    for (const icon of icons) {
      const width = await page.evaluate(async src => {
        const image = new Image()
        image.src = src
        await image.decode().catch(() => undefined)
        return image.naturalWidth
      }, icon.src)
      expect({ icon: icon.src, loaded: width > 0 }).toEqual({ icon: icon.src, loaded: true })
    }
    // A social network fetches the share image from its own servers, which the policy, a rule
    // for browsers, does not stop.
    const shareImage = await page.locator('meta[property="og:image"]').getAttribute("content")
    const response = await request.get(new URL(shareImage ?? "").pathname)
    expect(response.status()).toBe(200)
    expect(response.headers()["cross-origin-resource-policy"]).toBe("same-origin")
    expect(response.headers()["content-type"]).toBe("image/jpeg")
    expect(await cspViolations(page)).toEqual([])
  })
})
