/**
 * The built site served by Cloudflare's own runtime (workerd, through `wrangler dev`, offline),
 * under the project's wrangler.jsonc: every file with the headers its `_headers` gives it (the
 * rules host-headers.test.ts holds to the site's security and caching), every page at its address
 * with no redirect, the not-found page with status 404 and its policy, the editor under its own
 * policy however it is asked for. And what the runtime does with a `_headers` past its limits,
 * which the build refuses to write (security-headers.ts, HOST_LIMITS).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { startCloudflare } from "../e2e/support/cloudflare.mjs"
import { headersFor, readHostRules, servedFiles } from "../e2e/support/host.mjs"
import * as spec from "../support/spec"
import { builtSite, root } from "./built"

const PORT = 9150
const publicDir = builtSite("public")
let server: Awaited<ReturnType<typeof startCloudflare>>

beforeAll(async () => {
  server = await startCloudflare({ port: PORT, folder: publicDir, project: root })
}, 60_000)
afterAll(() => server?.stop())

const ask = (pathname: string, method = "GET") =>
  fetch(`${server.url}${pathname}`, { method, redirect: "manual" })

test("reads every rule of the site's _headers", () => {
  expect(server.output()).toMatch(/Parsed \d+ valid header rules\./)
  expect(server.output()).not.toMatch(/invalid|ignor|exceed|maximum/i)
})

test("sends every file the headers its _headers gives it, once", async () => {
  const rules = await readHostRules(publicDir)
  const files = servedFiles(publicDir)
  expect(files.length).toBeGreaterThan(100)
  const differences = []
  for (const { pathname } of files) {
    const response = await ask(pathname, "HEAD")
    if (pathname.endsWith(".html")) {
      // An HTML fragment of Gatsby's, asked for by its file name: the pretty address instead.
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 307 })
      continue
    }
    expect({ pathname, status: response.status }).toEqual({ pathname, status: 200 })
    for (const [name, values] of headersFor(rules.headers, pathname)) {
      const sent = response.headers.get(name)
      if (sent !== values.join(", ")) differences.push({ pathname, name, sent, expected: values })
    }
  }
  expect(differences).toEqual([])
}, 60_000)

test("serves every page at its address, and its other addresses by one redirect there", async () => {
  for (const [, route] of spec.pages) {
    const page = await ask(route)
    expect({ route, status: page.status }).toEqual({ route, status: 200 })
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none'/)
    if (route === "/") continue
    for (const other of [`${route}/`, `${route}.html`]) {
      const response = await ask(other)
      expect({ other, status: [307, 308].includes(response.status) }).toEqual({
        other,
        status: true,
      })
      expect(response.headers.get("location")).toBe(route)
    }
  }
})

test("answers an unknown address with the not-found page, status 404, with its policy", async () => {
  const response = await ask("/no-such-page")
  expect(response.status).toBe(404)
  expect(response.headers.get("x-frame-options")).toBe("DENY")
  const html = await response.text()
  expect(html).toContain("Oops! Page not found")
  expect(html).toMatch(
    /<head><meta http-equiv="Content-Security-Policy" content="default-src 'none';/,
  )
})

test("serves the editor under its own policy, asked for as /admin or /admin/", async () => {
  const editor = await ask("/admin")
  expect(editor.status).toBe(200)
  expect(await editor.text()).toContain("Content editor")
  const withSlash = await ask("/admin/")
  expect(withSlash.headers.get("location")).toBe("/admin")
  for (const response of [editor, withSlash]) {
    expect(response.headers.get("content-security-policy")).toMatch(
      /^default-src 'none'; script-src 'self' 'wasm-unsafe-eval';.*frame-ancestors 'self'$/,
    )
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups")
  }
})

describe("a _headers past Cloudflare's limits", () => {
  const site = mkdtempSync(path.join(tmpdir(), "limits-"))
  let limited: Awaited<ReturnType<typeof startCloudflare>>
  beforeAll(async () => {
    // 110 rules, one a page each; the first page's policy line 2,001 characters long.
    for (let number = 1; number <= 110; number++) {
      mkdirSync(path.join(site, `p${number}`))
      writeFileSync(path.join(site, `p${number}`, "index.html"), "<!doctype html><title>A</title>")
    }
    writeFileSync(path.join(site, "index.html"), "<!doctype html><title>Home</title>")
    const long = `default-src 'none'; style-src ${"'sha256-x' ".repeat(200)}`.slice(0, 1976)
    const rules = Array.from({ length: 110 }, (_, index) => {
      const value = index === 0 ? long : "default-src 'none'"
      return `/p${index + 1}\n  Content-Security-Policy: ${value}`
    })
    writeFileSync(path.join(site, "_headers"), `${rules.join("\n\n")}\n`)
    // Cloudflare measures a line without its indentation.
    expect(`Content-Security-Policy: ${long}`.length).toBe(2001)
    limited = await startCloudflare({ port: PORT + 1, folder: site, project: root })
  }, 60_000)
  afterAll(async () => {
    await limited?.stop()
    rmSync(site, { recursive: true, force: true })
  })

  it("is served without the rules past the 100th and without the line past 2,000 characters", async () => {
    const policyOf = async (pathname: string) =>
      (await fetch(`${limited.url}${pathname}`)).headers.get("content-security-policy")
    expect(await policyOf("/p2")).toBe("default-src 'none'")
    expect(await policyOf("/p100")).toBe("default-src 'none'")
    expect(await policyOf("/p110")).toBeNull()
    expect(await policyOf("/p1")).toBeNull()
    expect(limited.output()).toContain(
      "Ignoring line 2 as it exceeds the maximum allowed length of 2000.",
    )
    expect(limited.output()).toContain("Maximum number of rules supported is 100.")
  })
})
