import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { HeaderRoutes } from "gatsby"

/** Every file under a folder, as paths relative to it with forward slashes. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )

/** The content editor's folder (gatsby-plugin-content-editor), which has a policy of its own. */
const ADMIN = "admin/"

/** Whether an HTML file is a whole document, from its doctype on, rather than a fragment. */
const isDocument = (file: string) => /^\s*<!doctype html>/i.test(readFileSync(file, "utf8"))

/**
 * The built pages: the HTML documents of the folder, but the content editor's. Gatsby also writes
 * the HTML of its slices there, fragments that it puts into the pages that include them (this
 * site's pages include none: gatsby-ssr.tsx leaves Gatsby's scripts slice out).
 */
export const pagesUnder = (publicDir: string) =>
  filesUnder(publicDir).filter(
    file =>
      file.endsWith(".html") && !file.startsWith(ADMIN) && isDocument(path.join(publicDir, file)),
  )

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** The hashes of a page's inline code: scripts that run, and style elements. */
type InlineHashes = { scripts: string[]; styles: string[] }

/** No inline code: the policy of a file that is not a page. */
const NO_INLINE_CODE: InlineHashes = { scripts: [], styles: [] }

/**
 * The hashes of a built page's inline scripts and styles (the site's CSS, which Gatsby inlines,
 * and the page's image placeholders). Data blocks such as JSON-LD do not run, so they need none.
 * Each page's policy lists its own, so that a policy is as long as one page's inline code, however
 * many pages the gallery has: a host that limits a header line (Cloudflare: 2,000 characters)
 * never meets a site-wide list that grows with the photos.
 */
const inlineHashes = (html: string): InlineHashes => {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
    scripts.add(sha256(body))
  }
  for (const [, body] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) styles.add(sha256(body))
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}

/**
 * The Content-Security-Policy of the site's pages and files. Nothing is allowed unless named:
 * scripts only from the site's own files (and any hashed inline script), styles only from its
 * files and the hashed style elements (no style attribute at all: image placeholders are classes,
 * see src/components/picture.tsx), images from the site and `data:` (the blurred placeholders),
 * the web app manifest, connections to the site itself (Lighthouse reads robots.txt from inside the
 * page, and fails the page's SEO without it); no fonts, frames, plugins or forms. Trusted Types are
 * enforced with no policy at all: no script of the site writes HTML or script text into a page,
 * so one that tries is refused.
 */
const contentSecurityPolicy = ({ scripts, styles }: InlineHashes) =>
  [
    "default-src 'none'",
    `script-src 'self' ${scripts.join(" ")}`.trim(),
    `style-src 'self' ${styles.join(" ")}`.trim(),
    "img-src 'self' data:",
    "manifest-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join("; ")

/**
 * A host answers an unknown path with 404.html under the rules for that path, and only `/*`
 * matches it. `/*` carries no policy, because /admin/ needs a policy of its own and a host sends
 * every rule that matches: two policies on one path both apply, and joined into one header line
 * they read as one malformed policy to tools that check it. So 404.html carries its policy itself,
 * first in its head. A policy given this way cannot say `frame-ancestors` (X-Frame-Options on `/*`
 * does that work), and Cross-Origin-Opener-Policy has no such form.
 */
export const addNotFoundPolicy = (publicDir: string) => {
  // The Netlify adapter moves 404/index.html onto 404.html after this runs: both get it.
  for (const file of ["404.html", "404/index.html"].map(name => path.join(publicDir, name))) {
    if (!existsSync(file)) continue
    const html = readFileSync(file, "utf8").replace(
      /<meta http-equiv="Content-Security-Policy"[^>]*>/,
      "",
    )
    const policy = contentSecurityPolicy(inlineHashes(html))
      .split("; ")
      .filter(directive => !directive.startsWith("frame-ancestors"))
      .join("; ")
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
    writeFileSync(file, html.replace("<head>", `<head>${meta}`))
  }
}

/**
 * The content editor's policy, as strict as Sveltia CMS allows. What it relaxes, and why:
 * `style-src 'unsafe-inline'`, because the editor styles itself with style elements and
 * attributes it makes as it runs; `blob:` and `data:` for the previews of photos and the icons it
 * makes in the browser; `https://api.github.com` and GitHub's avatars, for saving through GitHub
 * on the deployed site; GitHub's status page, which the editor reads to say when GitHub is down
 * (it has no setting to stop asking, and a refused request is a console error on every load);
 * `base-uri 'self'`, for the preview frame, whose page's links lead to the site;
 * `'wasm-unsafe-eval'`, which lets the editor compile its WebAssembly (the HEIC decoder that
 * converts an iPhone's photos, and the WebP encoder Safari needs), and allows no JavaScript `eval`;
 * `frame-ancestors 'self'`, because WebKit gives the preview frame's document (a `blob:` address
 * the editor makes) this policy too, and with `'none'` refuses to show it: Safari's preview stayed
 * blank. Everything else comes from /admin/ itself.
 */
const EDITOR_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "media-src 'self' blob:",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "manifest-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ")

/** Options of the site's headers (the plugin's options, see gatsby-node.ts). */
export type HeaderOptions = {
  /**
   * Ask browsers to put the whole domain on their HSTS preload list: HTTPS only, for every
   * subdomain, for good (docs/deploy.md).
   */
  hstsPreload?: boolean
}

/**
 * The headers of every path, the editor's included; each path's policy and opener policy come
 * with its own rule. Cross-Origin-Resource-Policy keeps other sites' pages from loading the
 * site's files into theirs; it does not stop a server (a social network fetching the share
 * image) or a link.
 */
const securityHeaders = ({ hstsPreload = false }: HeaderOptions) => ({
  "Strict-Transport-Security": hstsPreload
    ? "max-age=63072000; includeSubDomains; preload"
    : "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()",
  "Cross-Origin-Resource-Policy": "same-origin",
})

/**
 * The site's pages share no window with another site's. The editor signs in to GitHub through a
 * popup that answers its opener, which `same-origin` would cut off.
 */
const PAGES_OPENER_POLICY = "same-origin"
const EDITOR_OPENER_POLICY = "same-origin-allow-popups"

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"

/**
 * Files the browser build names after their content (`browser-script-<20 hex digits>.js`:
 * SCRIPT_FILE_NAME in browser-script.ts), which never change.
 */
const isHashed = (file: string) => /^[^/]+-[0-9a-f]{20}\./.test(file)

/** Files the host reads and does not serve. */
const HOST_FILES = new Set(["_headers", "_redirects"])

const rule = (path: string, headers: Record<string, string>): HeaderRoutes[number] => ({
  path,
  headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
})

/** A page's address: `/bio` for `bio/index.html`, `/404.html` for itself. */
const addressOf = (file: string) =>
  `/${file.replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1")

/**
 * The headers of a built site, as rules of a path (exact, or ending in `*`) and its headers.
 * Netlify and Cloudflare send the headers of every rule that matches a request, so no two rules
 * that can match one path set the same header: the security headers are on `/*` alone, and each
 * file's policy and Cache-Control come from exactly one rule. Each page's policy allows its own
 * inline code; a file that is not a page allows none. A year's caching for files whose names
 * carry a content hash (`/static/*` and the scripts), revalidation on every visit for the rest.
 * The editor's rule is `/admin*`, which both hosts match to `/admin` and to what is under it:
 * Cloudflare, which serves `admin/index.html` at `/admin`, matches `/admin/*` to what is under it
 * alone, and Netlify matches it to `/admin` too, so a rule of its own for `/admin` would send
 * Netlify's visitors the editor's headers twice.
 * The rules stay within what every host reads (HOST_LIMITS), or the build stops.
 */
export const headerRoutes = (publicDir: string, options: HeaderOptions = {}): HeaderRoutes => {
  const policy = (hashes: InlineHashes) => ({
    "Content-Security-Policy": contentSecurityPolicy(hashes),
    "Cross-Origin-Opener-Policy": PAGES_OPENER_POLICY,
  })
  const pageFiles = new Set(pagesUnder(publicDir))
  const otherFiles = filesUnder(publicDir).filter(
    file =>
      !pageFiles.has(file) &&
      !HOST_FILES.has(file) &&
      !file.startsWith("static/") &&
      !file.startsWith("page-data/") &&
      !file.startsWith(ADMIN),
  )
  const cached = (cacheControl: string, hashes = NO_INLINE_CODE) => ({
    ...policy(hashes),
    "Cache-Control": cacheControl,
  })
  const editor = {
    "Content-Security-Policy": EDITOR_POLICY,
    "Cross-Origin-Opener-Policy": EDITOR_OPENER_POLICY,
    "Cache-Control": REVALIDATE,
  }
  const routes = [
    rule("/*", securityHeaders(options)),
    rule("/static/*", cached(IMMUTABLE)),
    rule("/page-data/*", cached(REVALIDATE)),
    ...[...pageFiles]
      .map(file => ({ file, address: addressOf(file) }))
      .sort((a, b) => a.address.localeCompare(b.address))
      .map(({ file, address }) =>
        rule(
          address,
          cached(REVALIDATE, inlineHashes(readFileSync(path.join(publicDir, file), "utf8"))),
        ),
      ),
    ...otherFiles
      .sort()
      .map(file => rule(`/${file}`, cached(isHashed(file) ? IMMUTABLE : REVALIDATE))),
    ...(existsSync(path.join(publicDir, ADMIN)) ? [rule("/admin*", editor)] : []),
  ]
  requireWithinHostLimits(routes)
  return routes
}

/**
 * What the hosts read of `_headers`. Cloudflare reads at most 100 rules and skips the rest, and
 * drops a line longer than 2,000 characters with a warning in its deploy log alone: either way
 * pages would go out without their policy. Netlify has no such limits.
 */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 }

/**
 * Stops the build where the rules pass a limit of HOST_LIMITS, saying which and what to do,
 * before any host can drop a rule or a line without a word.
 */
export const requireWithinHostLimits = (routes: HeaderRoutes) => {
  if (routes.length > HOST_LIMITS.rules) {
    throw new Error(
      `The site's _headers would have ${routes.length} rules, and Cloudflare reads only the first ` +
        `${HOST_LIMITS.rules}: the pages past them would be served without their security policy. ` +
        "Each page and each file outside static/ has a rule: fewer gallery pages (more photos a " +
        "page) or fewer files at the top of public/ bring the count down.",
    )
  }
  for (const { path: address, headers } of routes) {
    for (const { key, value } of headers) {
      // Cloudflare measures a line without its indentation.
      const line = `${key}: ${value}`
      if (line.length > HOST_LIMITS.lineLength) {
        throw new Error(
          `The ${key} header of ${address} in the site's _headers is ${line.length} characters ` +
            `long, and Cloudflare drops a line longer than ${HOST_LIMITS.lineLength}: the page ` +
            "would be served without it. Its length comes from the page's inline code (each " +
            "inline <script> and <style> adds a hash of about 54 characters): put less of it in " +
            "one page.",
        )
      }
    }
  }
}

/** A `_headers` file (the format of Netlify and Cloudflare) with these rules. */
export const headersFile = (routes: HeaderRoutes) =>
  `${routes
    .map(
      ({ path, headers }) =>
        `${encodeURI(path)}\n${headers.map(({ key, value }) => `  ${key}: ${value}`).join("\n")}`,
    )
    .join("\n\n")}\n`
