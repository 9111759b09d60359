/**
 * The headers the host sends for every file of a build, computed with Netlify's own parser from the
 * build's _headers (and netlify.toml) as a host that applies every matching rule sends them. Both
 * builds npm test makes: plain (public/) and the way Netlify builds, with its adapter
 * (__tests__/sites/build-netlify-site.mjs).
 */
import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { SPECULATION_RULES } from "../../plugins/gatsby-plugin-plain-html/speculation-rules"
import { headersFor, readHostRules, servedFiles } from "../e2e/support/host.mjs"
import * as spec from "../support/spec"
import { hostBuilds } from "./built"

const builds = hostBuilds()

/**
 * Each build is laid out by the adapter gatsby-config.ts names for its host: Netlify's where
 * Netlify's runner builds (netlify.toml's build environment names it), the plain folder elsewhere.
 */
it.each(builds)("lays %s out for its host", (name, publicDir) => {
  const onNetlify = name === "a build by Netlify's runner"
  expect({
    "bio.html": existsSync(path.join(publicDir, "bio.html")),
    "bio/index.html": existsSync(path.join(publicDir, "bio", "index.html")),
    _redirects: existsSync(path.join(publicDir, "_redirects")),
  }).toEqual({ "bio.html": onNetlify, "bio/index.html": !onNetlify, _redirects: onNetlify })
})

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"

/** Files named after their content: everything in static/, and Gatsby's hashed scripts. */
const isHashed = (file: string) => file.startsWith("static/") || /^[^/]+-[0-9a-f]{20}\./.test(file)

describe.each(builds)("the headers of %s", (_, publicDir) => {
  const served = async () => {
    const rules = await readHostRules(publicDir)
    expect(rules.problems).toEqual([])
    return {
      rules,
      files: servedFiles(publicDir).map(({ file, pathname }) => ({
        file,
        pathname,
        headers: headersFor(rules.headers, pathname),
      })),
    }
  }

  it("leave out Gatsby's own build files, which no page, host or editor asks for", async () => {
    // (plugins/gatsby-plugin-plain-html/build-files.ts)
    const { rules } = await served()
    for (const name of ["webpack.stats.json", "chunk-map.json", "~partytown"]) {
      expect({ name, kept: existsSync(path.join(publicDir, name)) }).toEqual({ name, kept: false })
      expect(rules.headers.filter(rule => String(rule.for).includes(name))).toEqual([])
    }
  })

  it("send every header once, on every file and page", async () => {
    const { files } = await served()
    const repeated = files.flatMap(({ pathname, headers }) =>
      [...headers]
        .filter(([, values]) => values.length > 1)
        .map(([name, values]) => `${pathname} ${name}: ${values.join(" | ")}`),
    )
    expect(repeated).toEqual([])
    expect(files.length).toBeGreaterThan(100)
  })

  it("send the security headers on every file and page", async () => {
    const { files } = await served()
    const policyOf = (pathname: string) =>
      files.find(file => file.pathname === pathname)?.headers.get("content-security-policy")?.[0] ??
      ""
    const policy = policyOf("/")
    // Nothing unless named; no inline script that runs (the one hash is the speculation rules',
    // which only Chromium reads); styles only from the site's files and hashed style elements;
    // Trusted Types enforced, with no policy allowed.
    const rules = createHash("sha256").update(JSON.stringify(SPECULATION_RULES)).digest("base64")
    const [first, scripts, styles] = policy.split("; ")
    expect([first, scripts]).toEqual(["default-src 'none'", `script-src 'self' 'sha256-${rules}'`])
    expect(styles).toMatch(/^style-src 'self'( 'sha256-[^']+')+$/)
    for (const directive of [
      // Lighthouse reads robots.txt from inside the page: without this its SEO score is 92.
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'none'",
      "require-trusted-types-for 'script'",
      "trusted-types 'none'",
    ]) {
      expect(policy).toContain(directive)
    }
    expect(policy).not.toContain("'unsafe-")
    // The content editor has its own policy: the public pages' would break it, and its would
    // loosen theirs (a host sends both when two rules match).
    const editorPolicy = policyOf("/admin")
    expect(editorPolicy).toMatch(
      /^default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline';/,
    )
    const expected = {
      "strict-transport-security": ["max-age=31536000; includeSubDomains"],
      "x-content-type-options": ["nosniff"],
      "x-frame-options": ["DENY"],
      "referrer-policy": ["strict-origin-when-cross-origin"],
      "permissions-policy": [expect.stringMatching(/^camera=\(\), microphone=\(\), geolocation/)],
      "cross-origin-resource-policy": ["same-origin"],
    }
    // Each page's policy allows the inline code of that page and no other; a file that is not a
    // page allows none.
    const sha256 = (text: string) =>
      `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
    const hashesIn = (html: string, pattern: RegExp) =>
      [...new Set([...html.matchAll(pattern)].map(([, body]) => sha256(body)))].sort()
    const policyFor = (file: string) => {
      const html = file.endsWith(".html") ? readFileSync(path.join(publicDir, file), "utf8") : ""
      const sources = (name: string, pattern: RegExp) =>
        [name, "'self'", ...hashesIn(html, pattern)].join(" ")
      return policy
        .replace(
          /script-src [^;]*/,
          sources("script-src", /<script type="speculationrules">([\s\S]*?)<\/script>/g),
        )
        .replace(/style-src [^;]*/, sources("style-src", /<style[^>]*>([\s\S]*?)<\/style>/g))
    }
    for (const { file, pathname, headers } of files) {
      const security = Object.fromEntries(Object.keys(expected).map(key => [key, headers.get(key)]))
      expect({ pathname, ...security }).toEqual({ pathname, ...expected })
      const editor = pathname === "/admin" || pathname.startsWith("/admin/")
      // The editor's sign-in popup answers its opener: same-origin would cut it off.
      expect({
        pathname,
        csp: headers.get("content-security-policy"),
        coop: headers.get("cross-origin-opener-policy"),
      }).toEqual({
        pathname,
        csp: [editor ? editorPolicy : policyFor(file)],
        coop: [editor ? "same-origin-allow-popups" : "same-origin"],
      })
      expect({ pathname, xss: headers.get("x-xss-protection") }).toEqual({ pathname })
    }
  })

  it("cache files named after their content for a year, and revalidate the rest", async () => {
    const { files } = await served()
    for (const { file, pathname, headers } of files) {
      const cacheControl = [isHashed(file) ? IMMUTABLE : REVALIDATE]
      expect({ pathname, cacheControl: headers.get("cache-control") }).toEqual({
        pathname,
        cacheControl,
      })
    }
    const pages = files.filter(({ file }) => file.endsWith(".html")).map(({ pathname }) => pathname)
    expect(pages).toEqual(expect.arrayContaining(spec.pages.map(([, route]) => route)))
  })

  it("redirect nothing", async () => {
    const { rules } = await served()
    expect(rules.redirects).toEqual([])
  })
})
