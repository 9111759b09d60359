/**
 * A host that keeps Gatsby's cache between deploys (Netlify does) builds the next deploy
 * incrementally: Gatsby renders again only the pages it finds changed. Here a copy of the project
 * (test-results/incremental-site/) is built, then built again after a change to the style sheet
 * alone, which every page inlines. A photo replaced under the same name gets new files, and
 * webpack's caches are kept through that build; they are made again when the project's Gatsby
 * files change. A build with nothing changed passes. Six builds in a row, each test starting from
 * where the one before it left the copy.
 */
import { spawnSync } from "node:child_process"
import {
  appendFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { pagesUnder } from "../../plugins/gatsby-plugin-plain-html/security-headers"
import { copyProject, gatsbyCommand, shrinkImages } from "../sites/site-copy.mjs"
import { root } from "./built"

const site = path.join(root, "test-results/incremental-site")

/** Builds the copy as a host builds the next deploy, with the cache kept. */
const build = () => {
  return spawnSync(...gatsbyCommand("build"), {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
}

it("brings a change to the styles alone to every page on the next build", async () => {
  const content = copyProject(site)
  // Two small photos and a small hero keep the builds short.
  await shrinkImages(content)
  const photos = path.join(content, "photos.json")
  writeFileSync(photos, JSON.stringify(JSON.parse(readFileSync(photos, "utf8")).slice(0, 2)))
  expect(build().status).toBe(0)

  appendFileSync(path.join(site, "src/styles/global.css"), "\n:root {\n  --deploy: next;\n}\n")
  const next = build()
  expect(next.status).toBe(0)
  const publicDir = path.join(site, "public")
  const stale = pagesUnder(publicDir).filter(
    page => !readFileSync(path.join(publicDir, page), "utf8").includes("--deploy:next"),
  )
  expect(stale).toEqual([])
}, 600_000)

it("builds again with nothing changed, twice in a row", () => {
  // A redeploy of the same commit: no page to render again. Each build must still pass (a worker
  // ended while it was still loading the site once failed such a build, not every time).
  for (const again of [build(), build()]) {
    expect(`${again.stdout}${again.stderr}`).not.toMatch(/Worker exited|EPIPE/)
    expect(again.status).toBe(0)
    expect(again.stdout).toContain("There are no new or changed html files to build.")
  }
}, 600_000)

/** The files of webpack's cache of the HTML renderer, each with when it was last written. */
const webpackCache = () => {
  const cache = path.join(site, ".cache/webpack/stage-build-html")
  return readdirSync(cache).map(name => `${name} ${statSync(path.join(cache, name)).mtimeMs}`)
}

it("makes a photo's files again when it is replaced under the same name, and keeps webpack's caches", async () => {
  const publicDir = path.join(site, "public")
  /** The photo files /photos links to, the first photo's first. */
  const linked = () =>
    [
      ...readFileSync(path.join(publicDir, "photos/index.html"), "utf8").matchAll(
        /(?:src|srcSet)="([^"]+)"/g,
      ),
    ]
      .flatMap(([, value]) => value.split(",").map(candidate => candidate.trim().split(" ")[0]))
      .filter(url => url.startsWith("/static/"))
  const before = linked()
  // As the last build left them: it changed the style sheet.
  const kept = webpackCache()

  const [first] = JSON.parse(readFileSync(path.join(site, "content/photos.json"), "utf8"))
  const photo = path.join(site, "content", first.image)
  const replacement = await sharp(photo).negate({ alpha: false }).jpeg().toBuffer()
  writeFileSync(photo, replacement)
  expect(build().status).toBe(0)

  const after = linked()
  expect(after.filter(url => !before.includes(url)).length).toBeGreaterThan(0)
  expect(after.filter(url => !existsSync(path.join(publicDir, url)))).toEqual([])
  // A new photo is content, not code: webpack has nothing to compile again.
  expect(webpackCache()).toEqual(kept)
}, 600_000)

it("makes webpack's caches again when the project's Gatsby files change", () => {
  // Gatsby names as their build dependencies the gatsby-node of each plugin that changes webpack's
  // configuration, as it compiled them: the plain HTML plugin's holds the headers module.
  const kept = webpackCache()
  // A module a local plugin's gatsby-node.ts imports, not the entry itself.
  const headers = path.join(site, "plugins/gatsby-plugin-plain-html/security-headers.ts")
  writeFileSync(headers, readFileSync(headers, "utf8").replace("usb=()", "usb=(), serial=()"))
  expect(build().status).toBe(0)
  expect(readFileSync(path.join(site, "public/_headers"), "utf8")).toContain("usb=(), serial=()")
  expect(webpackCache()).not.toEqual(kept)
}, 600_000)
