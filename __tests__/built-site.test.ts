/**
 * @jest-environment node
 *
 * Checks the production build in public/ (npm test builds it first): every page's metadata, the
 * share image and the structured data a search engine or a chat app reads.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import site from "../content/site.json"

const publicDir = path.resolve(__dirname, "../public")
const pages = [
  ["/", "index.html", "Home"],
  ["/bio", "bio/index.html", "Bio"],
  ["/photos", "photos/index.html", "Photos"],
  ["/videos", "videos/index.html", "Videos"],
  ["/merch", "merch/index.html", "Merch"],
] as const

const html = (file: string) => readFileSync(path.join(publicDir, file), "utf8")
const meta = (page: string, attribute: "name" | "property", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(page)?.[1]

const built = existsSync(path.join(publicDir, "index.html"))

describe("the built site's metadata", () => {
  it("has been built (run npm run build first)", () => {
    expect(built).toBe(true)
  })

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
