/**
 * Checks the production build in public/ (npm test builds it first): every page's metadata, the
 * share image and the structured data a search engine or a chat app reads.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import site from "../../content/site.json"
import * as spec from "../support/spec"
import { builtSite, root } from "./built"

const publicDir = builtSite("public")
/** Each page: its address, its file in public/ and its name in the top bar. */
const pages = spec.pages.map(
  ([label, route]) =>
    [route, route === "/" ? "index.html" : `${route.slice(1)}/index.html`, label] as const,
)

const html = (file: string) => readFileSync(path.join(publicDir, file), "utf8")
const meta = (page: string, attribute: "name" | "property", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(page)?.[1]

describe("the built site's metadata", () => {
  it.each(pages)(
    "%s has its title, description, canonical address and share tags",
    (route, file, title) => {
      const page = html(file)
      const url = `${site.url}${route}`
      expect(/<title[^>]*>([^<]*)<\/title>/.exec(page)?.[1]).toBe(`${title} · ${site.name}`)
      expect(meta(page, "name", "description")?.length).toBeGreaterThan(30)
      expect(page).toContain(`<link rel="canonical" href="${url}"`)
      expect(meta(page, "property", "og:url")).toBe(url)
      expect(meta(page, "property", "og:title")).toBe(`${title} · ${site.name}`)
      expect(meta(page, "property", "og:type")).toBe("website")
      expect(meta(page, "name", "twitter:card")).toBe("summary_large_image")
      expect(meta(page, "name", "theme-color")).toMatch(/^#[0-9a-f]{6}$/)
    },
  )

  it.each(pages)("%s shares a 1200×630 image that ships in the build", (_route, file) => {
    const page = html(file)
    const image = meta(page, "property", "og:image") ?? ""
    expect(image.startsWith(`${site.url}/static/`)).toBe(true)
    expect(existsSync(path.join(publicDir, image.slice(site.url.length)))).toBe(true)
    expect(meta(page, "property", "og:image:width")).toBe("1200")
    expect(meta(page, "property", "og:image:height")).toBe("630")
    expect(meta(page, "name", "twitter:image")).toBe(image)
  })

  it("keeps the not-found page out of search results", () => {
    const page = html("404.html")
    expect(meta(page, "name", "robots")).toBe("noindex")
    expect(page).not.toContain('rel="canonical"')
  })

  it("describes the group on Home as a MusicGroup, with its links, from content", () => {
    const script = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(
      html("index.html"),
    )?.[1]
    const group = JSON.parse(script ?? "null")
    expect(group["@type"]).toBe("MusicGroup")
    expect(group.name).toBe(site.name)
    expect(group.foundingDate).toBe("1987")
    expect(group.genre).toEqual(site.genres)
    expect(group.url).toBe(`${site.url}/`)
    expect(group.sameAs).toEqual([
      ...site.social.map(link => link.url),
      site.streamingUrl,
      site.channelUrl,
    ])
    for (const image of [group.logo, group.image]) {
      expect(existsSync(path.join(publicDir, image.slice(site.url.length)))).toBe(true)
    }
  })
})

const allFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(publicDir, path.join(entry.parentPath, entry.name)))

describe("the built site's files for search engines, agents and the host", () => {
  it("lists the five pages, and not the not-found page, in the sitemap", () => {
    expect(html("sitemap-index.xml")).toContain(`<loc>${site.url}/sitemap-0.xml</loc>`)
    const locations = [...html("sitemap-0.xml").matchAll(/<loc>([^<]*)<\/loc>/g)].map(m => m[1])
    expect(locations.sort()).toEqual(pages.map(([route]) => `${site.url}${route}`).sort())
  })

  it("points robots.txt at the sitemap", () => {
    expect(html("robots.txt")).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap-index.xml\n`,
    )
  })

  it("ships a web manifest with icons made from the logo, and a favicon", () => {
    const manifest = JSON.parse(html("manifest.webmanifest"))
    expect(manifest.name).toBe(site.name)
    expect(manifest.icons.length).toBeGreaterThan(3)
    for (const icon of manifest.icons) {
      expect(existsSync(path.join(publicDir, icon.src.split("?")[0]))).toBe(true)
    }
    expect(html("index.html")).toMatch(/<link rel="icon" href="\/favicon-32x32\.png/)
    expect(html("index.html")).toContain('<link rel="manifest" href="/manifest.webmanifest"')
  })

  it("summarises the group in llms.txt and links every page", () => {
    const llms = html("llms.txt")
    expect(llms.startsWith(`# ${site.name}\n\n> ${site.description}`)).toBe(true)
    for (const [route] of pages) expect(llms).toContain(`](${site.url}${route})`)
  })

  it("deploys to Netlify with the build command and publish folder, on the Node of .nvmrc", () => {
    const file = (name: string) => readFileSync(path.join(root, name), "utf8")
    const toml = file("netlify.toml")
    const node = file(".nvmrc").trim()
    expect(toml).toContain('command = "npm run build"')
    expect(toml).toContain('publish = "public"')
    expect(toml).toContain(`NODE_VERSION = "${node}"`)
    // The maintained LTS lines, that of .nvmrc among them.
    const engines: string = JSON.parse(file("package.json")).engines.node
    expect(engines.split("||").map(line => line.trim())).toContain(`${node}.x`)
  })

  it("resolves every internal href, src and srcset to a file, and links nothing over http:", () => {
    const files = new Set(allFiles(publicDir).map(file => `/${file.split(path.sep).join("/")}`))
    const exists = (url: string) => {
      const clean = decodeURI(url.split(/[?#]/)[0])
      return [clean, `${clean}.html`, `${clean.replace(/\/$/, "")}/index.html`].some(candidate =>
        files.has(candidate),
      )
    }
    const missing: string[] = []
    for (const file of allFiles(publicDir).filter(name => name.endsWith(".html"))) {
      const page = html(file)
      expect(page).not.toMatch(/(href|src)="http:/)
      const urls = [
        ...[...page.matchAll(/\s(?:href|src)="([^"]+)"/g)].map(m => m[1]),
        ...[...page.matchAll(/\ssrcset="([^"]+)"/gi)].flatMap(m =>
          m[1].split(",").map(candidate => candidate.trim().split(/\s+/)[0]),
        ),
      ]
      for (const url of urls.filter(u => u.startsWith("/") && !u.startsWith("//"))) {
        if (!exists(url)) missing.push(`${file}: ${url}`)
      }
    }
    expect(missing).toEqual([])
  })

  it("publishes no source maps: no page loads Gatsby's bundles", () => {
    expect(allFiles(publicDir).filter(file => file.endsWith(".map"))).toEqual([])
  })
})
