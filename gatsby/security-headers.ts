import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

/** Every file under a folder, as paths relative to it with forward slashes. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )

/**
 * The built pages. Gatsby also keeps the HTML of its scripts slice under _gatsby/, which no page
 * includes (see gatsby-ssr.tsx).
 */
export const pagesUnder = (publicDir: string) =>
  filesUnder(publicDir).filter(file => file.endsWith(".html") && !file.startsWith("_gatsby/"))

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** The hashes of the inline code in the built pages: scripts that run, and style elements. */
export type InlineHashes = { scripts: string[]; styles: string[] }

/**
 * The hashes of the inline scripts and styles in the built pages (the site's CSS, which Gatsby
 * inlines, and each page's image placeholders). Data blocks such as JSON-LD do not run, so they
 * need none. One policy lists the hashes of every page: the host may send a page more than one
 * matching header block, and two policies would both have to allow everything.
 */
export const inlineHashes = (publicDir: string): InlineHashes => {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const file of pagesUnder(publicDir)) {
    const html = readFileSync(path.join(publicDir, file), "utf8")
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
      scripts.add(sha256(body))
    }
    for (const [, body] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
      styles.add(sha256(body))
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}

/**
 * The Content-Security-Policy of the site. Scripts: only the site's own files and any hashed
 * inline script. Styles: only the hashed style elements, and no style attribute at all (image
 * placeholders are classes, see src/components/placeholder-styles.tsx).
 */
export const contentSecurityPolicy = ({ scripts, styles }: InlineHashes) =>
  [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(" ")}`.trim(),
    `style-src 'self' ${styles.join(" ")}`.trim(),
    "img-src 'self' data:",
    "font-src 'none'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ")

const securityHeaders = (hashes: InlineHashes) => ({
  "Content-Security-Policy": contentSecurityPolicy(hashes),
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()",
})

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"

/**
 * The `_headers` file of a Netlify-style host for a built site: security headers on every path,
 * a year's caching for files whose names carry a content hash, and revalidation on every visit
 * for pages and page data.
 */
export const headersFile = (publicDir: string) => {
  const files = filesUnder(publicDir)
  const pages = pagesUnder(publicDir).map(file =>
    `/${file.replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1"),
  )
  const hashedAssets = files.filter(file => /^[^/]+-[0-9a-f]{20}\.(js|css)$/.test(file))

  const block = (route: string, headers: Record<string, string>) =>
    `${route}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}`

  return `${[
    block("/*", securityHeaders(inlineHashes(publicDir))),
    block("/static/*", { "Cache-Control": IMMUTABLE }),
    ...hashedAssets.map(asset => block(`/${asset}`, { "Cache-Control": IMMUTABLE })),
    ...[...new Set(pages)].sort().map(page => block(page, { "Cache-Control": REVALIDATE })),
    block("/page-data/*", { "Cache-Control": REVALIDATE }),
  ].join("\n\n")}\n`
}
