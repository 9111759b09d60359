/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { HOST_LIMITS, headerRoutes, headersFile } from "../security-headers"

/**
 * Cloudflare reads at most 100 rules of `_headers` and drops a line past 2,000 characters, each
 * without failing the deploy (security-headers.ts, HOST_LIMITS). The rules grow with the gallery's
 * pages: these build a public/ laid out as Gatsby writes this site's, with the files it has beside
 * the pages today, and a gallery of `galleryPages` pages, each with the site's inline style sheet
 * and a placeholder style of its own, as src/components/picture.tsx writes it.
 */
const SITE_CSS = "body{margin:0}".repeat(400)
const SPECULATION = '{"prerender":[{"where":{"href_matches":"/*"}}]}'
const OTHER_FILES = [
  "_gatsby/slices/_gatsby-scripts-1.html",
  "browser-script-6f0a9fecdcea441045d3.js",
  "chunk-map.json",
  "favicon-32x32.png",
  ...[48, 72, 96, 144, 192, 256, 384, 512].map(size => `icons/icon-${size}x${size}.png`),
  "llms.txt",
  "manifest.webmanifest",
  "robots.txt",
  "sitemap-0.xml",
  "sitemap-index.xml",
  "styles.d58a40403716ce5b115d.css",
  "webpack.stats.json",
  ...["atomics", "media", "sw"].map(name => `~partytown/partytown-${name}.js`),
  "~partytown/partytown.js",
  ...["atomics", "media", "sandbox-sw", "sw", "ww-atomics", "ww-sw"].map(
    name => `~partytown/debug/partytown-${name}.js`,
  ),
  "~partytown/debug/partytown.js",
]

const page = (placeholders: string) =>
  "<!doctype html><html><head>" +
  `<style>${SITE_CSS}</style><style>${placeholders}</style>` +
  `<script type="speculationrules">${SPECULATION}</script>` +
  '<script type="application/ld+json">{"@type":"MusicGroup"}</script>' +
  "</head><body></body></html>"

const write = (dir: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  writeFileSync(path.join(dir, file), text)
}

const siteWith = (galleryPages: number) => {
  const dir = mkdtempSync(path.join(tmpdir(), "public-"))
  for (const name of ["index.html", "bio/index.html", "videos/index.html", "merch/index.html"]) {
    write(dir, name, page(`.hero-${name.length}{background:#123}`))
  }
  for (let number = 1; number <= galleryPages; number++) {
    // 24 photos a page, each placeholder a class of its own.
    const placeholders = Array.from(
      { length: 24 },
      (_, index) => `.p-${number}-${index}{background:url(data:image/webp;base64,UklG${index})}`,
    ).join("")
    write(
      dir,
      number === 1 ? "photos/index.html" : `photos/${number}/index.html`,
      page(placeholders),
    )
  }
  write(dir, "404.html", page(""))
  write(dir, "404/index.html", page(""))
  write(dir, "admin/index.html", "<!doctype html><title>Editor</title>")
  write(dir, "admin/editor.js", "")
  write(dir, "static/0d67ca3af721da20ffdae872385392f1/photo.webp", "")
  write(dir, "page-data/app-data.json", "{}")
  for (const file of OTHER_FILES) write(dir, file, "")
  return dir
}

const sites: string[] = []
afterAll(() => {
  for (const dir of sites) rmSync(dir, { recursive: true, force: true })
})
const routesOf = (galleryPages: number) => {
  const dir = siteWith(galleryPages)
  sites.push(dir)
  return () => headerRoutes(dir)
}

test("a gallery of 1,000 photos (42 pages) fits Cloudflare's limits, every page with its policy", () => {
  const routes = routesOf(42)()
  expect(routes.length).toBeLessThanOrEqual(HOST_LIMITS.rules)
  const lines = headersFile(routes).split("\n")
  expect(Math.max(...lines.map(line => line.length))).toBeLessThanOrEqual(HOST_LIMITS.lineLength)
  const policyOf = (address: string) =>
    routes
      .find(route => route.path === address)
      ?.headers.find(({ key }) => key === "Content-Security-Policy")?.value
  // Each gallery page's policy allows its own two style elements and its speculation rules.
  for (const address of ["/photos", "/photos/2", "/photos/42"]) {
    expect(policyOf(address)).toMatch(/style-src 'self' 'sha256-[^']+' 'sha256-[^']+';/)
    expect(policyOf(address)).toMatch(/script-src 'self' 'sha256-[^']+';/)
  }
  expect(policyOf("/photos/2")).not.toBe(policyOf("/photos/42"))
  // A file that is not a page allows no inline code.
  expect(policyOf("/robots.txt")).toMatch(/script-src 'self'; style-src 'self';/)
})

test("a build whose rules would pass the 100th stops, saying so in plain words", () => {
  expect(routesOf(70)).toThrow(
    /The site's _headers would have 1\d\d rules, and Cloudflare reads only the first 100: the pages past them would be served without their security policy\./,
  )
})

test("a policy line past 2,000 characters stops the build, naming the page and the header", () => {
  const dir = siteWith(1)
  sites.push(dir)
  const styles = Array.from({ length: 40 }, (_, index) => `<style>.s${index}{}</style>`).join("")
  write(dir, "bio/index.html", `<!doctype html><html><head>${styles}</head></html>`)
  expect(() => headerRoutes(dir)).toThrow(
    /^The Content-Security-Policy header of \/bio in the site's _headers is 2\d\d\d characters long, and Cloudflare drops a line longer than 2000/,
  )
})
