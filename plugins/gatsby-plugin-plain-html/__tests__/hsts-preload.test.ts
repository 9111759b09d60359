/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import config from "../../../gatsby-config"
import { headerRoutes } from "../security-headers"

/** The Strict-Transport-Security header a built site's rules send on every path. */
const hstsOf = (options?: { hstsPreload?: boolean }) => {
  const site = mkdtempSync(path.join(tmpdir(), "site-"))
  try {
    writeFileSync(path.join(site, "index.html"), "<!doctype html><title>Home</title>")
    const everyPath = headerRoutes(site, options).find(rule => rule.path === "/*")
    return everyPath?.headers.find(({ key }) => key === "Strict-Transport-Security")?.value
  } finally {
    rmSync(site, { recursive: true, force: true })
  }
}

describe("HSTS preload, the site owner's commitment for the whole domain", () => {
  it("is off unless the site asks for it", () => {
    const plugin = config.plugins?.find(
      entry => typeof entry === "object" && entry.resolve === "gatsby-plugin-plain-html",
    )
    expect(plugin).toEqual({
      resolve: "gatsby-plugin-plain-html",
      options: { hstsPreload: false },
    })
    expect(hstsOf()).toBe("max-age=31536000; includeSubDomains")
  })

  it("asks for the preload list's terms when on: two years, every subdomain, preload", () => {
    expect(hstsOf({ hstsPreload: true })).toBe("max-age=63072000; includeSubDomains; preload")
  })
})
