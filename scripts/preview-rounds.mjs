/**
 * The maintainer's preview, many times against one `gatsby develop`, started with Gatsby's own
 * command line as an engineer who knows Gatsby starts it: in a copy of the project
 * (test-results/preview-site), each round adds a photo (its file, then its entry, as the editor
 * saves them) while the gallery page it belongs to is asked for again and again, as an open browser
 * asks the moment develop says the page changed. A round passes when that page lists the photo,
 * the gallery has the right number of pages and the photo's WebP file answers, within 10 s. The
 * rounds go from 16 photos to 46, so a second page appears and fills; then a title is edited, the
 * last photo moved to the front, and photos removed until the gallery is one page again.
 * Usage: node scripts/preview-rounds.mjs [--rounds 30] [--hold]
 *   --hold  makes every content file's node take seconds (__tests__/sites/slow-content-nodes), as on
 *           a busy machine, so that the gap between a file and its entries is met every round.
 */
import { spawn } from "node:child_process"
import { openSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { copyProject, noisePhoto } from "../__tests__/sites/site-copy.mjs"

const { values: options } = parseArgs({
  options: {
    rounds: { type: "string", default: "30" },
    hold: { type: "boolean", default: false },
    port: { type: "string", default: "9480" },
  },
})
const SITE = path.resolve("test-results/preview-site")
const BASE = `http://127.0.0.1:${options.port}`
const PER_PAGE = 24
const SHOWN_WITHIN = 10_000
const POLL = 100

const pageDataUrl = page => `${BASE}/page-data/photos${page > 1 ? `/${page}` : ""}/page-data.json`
const pageOf = index => Math.floor(index / PER_PAGE) + 1
const pageCount = photos => Math.max(1, Math.ceil(photos / PER_PAGE))

const fetchJson = async url => {
  const response = await fetch(url).catch(() => undefined)
  return response?.ok ? response.json() : undefined
}

/** Asks for `page` until `check` accepts its page data, as an open browser asks; ms, or Infinity. */
const timeUntil = async (page, check) => {
  const start = performance.now()
  while (performance.now() - start < SHOWN_WITHIN) {
    const data = await fetchJson(pageDataUrl(page))
    if (data && (await check(data.result))) {
      const ms = performance.now() - start
      return ms <= SHOWN_WITHIN ? ms : Infinity
    }
    await new Promise(resolve => setTimeout(resolve, POLL))
  }
  return Infinity
}

const listed = result => result.data?.allPhotosJson.nodes ?? []
const webpOf = (result, id) =>
  JSON.stringify(listed(result).find(photo => photo.id === id) ?? {}).match(
    /\/static\/[^" ]+\.webp/,
  )?.[0]

const startDevelop = async () => {
  const log = `${SITE}.log`
  const cli = path.resolve("node_modules/gatsby/cli.js")
  const server = spawn(process.execPath, [cli, "develop", "-H", "127.0.0.1", "-p", options.port], {
    cwd: SITE,
    detached: true,
    stdio: ["ignore", openSync(log, "w"), openSync(log, "a")],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  const start = performance.now()
  while (!(await fetchJson(pageDataUrl(1)))) {
    if (performance.now() - start > 300_000) throw new Error(`develop did not start (${log})`)
    await new Promise(resolve => setTimeout(resolve, 1_000))
  }
  return () => process.kill(-server.pid, "SIGTERM")
}

const main = async () => {
  const content = copyProject(SITE, {
    firstPlugins: options.hold ? [path.resolve("__tests__/sites/slow-content-nodes")] : [],
  })
  const photosFile = path.join(content, "photos.json")
  const photos = JSON.parse(readFileSync(photosFile, "utf8"))
  const save = () => writeFileSync(photosFile, `${JSON.stringify(photos, null, 2)}\n`)
  const stop = await startDevelop()
  const results = []
  const round = async (name, page, check) => {
    const ms = await timeUntil(page, check)
    results.push(ms)
    console.log(
      `${name}: ${Number.isFinite(ms) ? `shown in ${Math.round(ms)} ms` : "NOT SHOWN in 10 s"}`,
    )
  }
  try {
    for (let round_ = 1; round_ <= Number(options.rounds); round_++) {
      const id = Math.max(...photos.map(photo => photo.id)) + 1
      const image = `images/preview-${id}.jpg`
      writeFileSync(path.join(content, image), await noisePhoto(800, 600).jpeg().toBuffer())
      photos.push({
        id,
        title: `Preview photo ${id}`,
        image,
        fit: "cover",
        alt: `Preview photo ${id}`,
      })
      save()
      const page = pageOf(photos.length - 1)
      await round(
        `round ${round_}: photo ${id} of ${photos.length}, page ${page}`,
        page,
        async result => {
          const webp = webpOf(result, id)
          return (
            result.pageContext.pageCount === pageCount(photos.length) &&
            webp !== undefined &&
            (await fetch(`${BASE}${webp}`)).ok
          )
        },
      )
    }
    const title = "A title edited in the preview"
    photos[2].title = title
    save()
    await round("text edit", 1, result => listed(result).some(photo => photo.title === title))
    photos.unshift(photos.pop())
    save()
    await round("reorder", 1, result => listed(result)[0]?.id === photos[0].id)
    while (photos.length > PER_PAGE) {
      const [removed] = photos.splice(1, 1)
      save()
      await round(
        `removal of photo ${removed.id}, ${photos.length} left`,
        1,
        result =>
          result.pageContext.pageCount === pageCount(photos.length) &&
          !listed(result).some(photo => photo.id === removed.id),
      )
    }
  } finally {
    stop()
  }
  const shown = results.filter(Number.isFinite)
  console.log(
    `preview: ${shown.length} of ${results.length} changes shown within ${SHOWN_WITHIN / 1000} s` +
      (shown.length ? ` (slowest ${Math.round(Math.max(...shown))} ms)` : ""),
  )
  process.exit(shown.length === results.length ? 0 : 1)
}

await main()
