/**
 * `npm run bench`: how fast the site is, and how fast it builds, against the fastest each could be.
 *
 * Pages (`npm run bench -- pages` alone):
 * 1. Builds the site and serves public/ on 127.0.0.1 the way the host does (compression,
 *    _headers, 404 status), and beside it the floor: the same pages with every <script> removed.
 * 2. Runs Lighthouse (mobile preset, simulated throttling) in the system Chromium on every route
 *    of both, BENCH_RUNS times each (default 5), site and floor in turn so that both see the
 *    machine in the same state, after one warm-up run that is not counted. Of each page's runs it
 *    keeps the one Lighthouse itself would report: the run closest to the median FCP and TTI.
 * 3. Measures what a phone visitor waits for, in the field (bench/field.mjs): real slow-4G
 *    and 4× CPU throttling, tapping the menu button until the panel opens, on the site and the
 *    floor.
 *
 * Page changes (`npm run bench -- page-change` alone; bench/page-change.mjs): how long after a
 * click the next page is on screen, with the speculation rules and view transition and without,
 * in Chromium outside any debugger, on the 60-photo gallery's copy of the site (its top bar's
 * pages are the site's, and its gallery has a second page).
 *
 * Builds (`npm run bench -- builds` alone; bench/builds.mjs): a gallery photo's cost to a
 * cold build against sharp alone, the site cold and warm, 200 and 500 photos.
 *
 * It prints the figures and every target with met / NOT MET, and writes them to
 * bench-results/latest.md and bench-results/latest.json. Exits 1 when a target is not met.
 *
 * Not part of `npm test`: timings on a shared machine are noisy. The deterministic budgets are
 * checked by __tests__/build/budgets.test.ts on every test run.
 */
import { spawn, spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { computeMedianRun } from "lighthouse/core/lib/median-run.js"
import { measureField, median } from "./field.mjs"
import { measurePageChanges } from "./page-change.mjs"
import { benchImages } from "./builds.mjs"
import { gatsbyCommand } from "../__tests__/sites/site-copy.mjs"

const ROUTES = ["/", "/bio", "/photos", "/videos", "/merch", "/404.html"]
/** The pages the field measure taps through: the shortest and the heaviest. */
const FIELD_ROUTES = ["/", "/photos"]
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** The field's loads a page: enough that a tap lost once in a while shows in the worst of them. */
const FIELD_RUNS = Number(process.env.BENCH_FIELD_RUNS ?? 20)
const SITE_PORT = 9300
const FLOOR_PORT = 9301
const OUT_DIR = "bench-results"
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium"
const KB = 1000

/** The targets of the performance issue; each check says what it compares. */
const TARGETS = {
  lcpHomeMs: 1500,
  lcpOtherMs: 1200,
  tbtMs: 50,
  tbtMedianMs: 0,
  pageJsGzipBytes: 45 * KB,
  bytesOverFloor: 2.0,
  deadWindowMs: 100,
  clickToPaintMs: 100,
  homeBytes: 300 * KB,
  photosBytes: 400 * KB,
}

const log = message => console.log(`▶ ${message}`)

// ---------------------------------------------------------------------------------------------
// The site's build, for the pages to be measured

const build = () => {
  log("Building the site: gatsby build")
  const { status, stdout, stderr } = spawnSync(...gatsbyCommand("build"), {
    encoding: "utf8",
    env: { ...process.env, CI: "1" },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (status !== 0) {
    console.error(stdout, stderr)
    throw new Error("The site's build failed.")
  }
}

// ---------------------------------------------------------------------------------------------
// The floor and the servers

/** A copy of public/ whose pages have no <script> at all: what the pages cost without the framework. */
const makeFloor = () => {
  const floor = path.join(os.tmpdir(), "cornerstone-bench-floor")
  rmSync(floor, { recursive: true, force: true })
  cpSync("public", floor, { recursive: true })
  const pages = spawnSync("find", [floor, "-name", "*.html", "-type", "f"], { encoding: "utf8" })
  for (const page of pages.stdout.split("\n").filter(Boolean)) {
    const html = readFileSync(page, "utf8")
    writeFileSync(page, html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ""))
  }
  return floor
}

const serve = (port, root) =>
  new Promise((resolve, reject) => {
    const server = spawn("node", ["__tests__/e2e/support/static-server.mjs", String(port), root], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    server.stdout.once("data", () => resolve(server))
    server.once("exit", code => reject(new Error(`The server on port ${port} exited (${code}).`)))
  })

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** The bytes of a script as gzip -9 would send them, from the built file the URL names. */
const gzipOfScript = (root, url) => {
  const file = path.join(root, new URL(url).pathname)
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0
}

/**
 * The long tasks a run's TBT can count: those still running after its first contentful paint, as
 * Lighthouse's simulation placed them, each named by the page's file it ran for, or as Chromium's
 * own when no file is (Lighthouse's "Unattributable": the navigation's commit, its script context).
 */
const blockingTasks = lhr => {
  const fcp = lhr.audits["first-contentful-paint"].numericValue
  return (lhr.audits["long-tasks"].details?.items ?? [])
    .filter(task => task.startTime + task.duration > fcp)
    .map(task => ({
      what: URL.canParse(task.url) ? new URL(task.url).pathname : "Chromium's own work",
      startMs: task.startTime,
      durationMs: task.duration,
    }))
}

const summarise = (lhr, root) => {
  const audit = id => lhr.audits[id]
  const resources = Object.fromEntries(
    audit("resource-summary").details.items.map(item => [item.resourceType, item.transferSize]),
  )
  const requests = audit("network-requests").details.items
  const scripts = requests.filter(request => request.resourceType === "Script")
  // Lighthouse 13 names the LCP element in its LCP breakdown insight, beside the subparts' table.
  const lcpElement = audit("lcp-breakdown-insight").details?.items?.find(
    item => item.type === "node",
  )
  const snippet = lcpElement?.snippet ?? ""
  return {
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [
        id,
        Math.round(category.score * 100),
      ]),
    ),
    lcpMs: audit("largest-contentful-paint").numericValue,
    fcpMs: audit("first-contentful-paint").numericValue,
    tbtMs: audit("total-blocking-time").numericValue,
    blockingTasks: blockingTasks(lhr),
    cls: audit("cumulative-layout-shift").numericValue,
    bytes: {
      total: resources.total ?? 0,
      html: resources.document ?? 0,
      css: resources.stylesheet ?? 0,
      js: resources.script ?? 0,
      images: resources.image ?? 0,
      fonts: resources.font ?? 0,
    },
    jsGzip: scripts.reduce((sum, request) => sum + gzipOfScript(root, request.url), 0),
    scriptFiles: scripts.map(request => new URL(request.url).pathname),
    thirdParty: requests
      .map(request => request.url)
      .filter(url => !url.startsWith("data:") && new URL(url).hostname !== "127.0.0.1"),
    fontRequests: requests.filter(request => request.resourceType === "Font").length,
    lcpElement: snippet.replace(/\s+/g, " ").slice(0, 160),
    lcpIsImage: snippet.startsWith("<img"),
    lcpHighPriority: /fetchpriority="high"/.test(snippet),
    images: requests
      .filter(request => request.resourceType === "Image" && !request.url.startsWith("data:"))
      .map(({ url, mimeType, priority, transferSize }) => ({
        path: new URL(url).pathname,
        mimeType,
        priority,
        transferSize,
      })),
    consoleErrors: audit("errors-in-console").details?.items?.length ?? 0,
  }
}

/** The audits a run must have measured for Lighthouse's median-run helper to weigh it. */
const MEDIAN_AUDITS = ["first-contentful-paint", "interactive"]
const ATTEMPTS = 3

/**
 * One Lighthouse run of `url`. A run that measured no first paint or interactive time (Chromium
 * starved on a busy machine, or the page failing to load) is run again, at most three times in
 * all, and the reason printed; then the bench stops with it.
 */
const runLighthouse = async (chrome, url) => {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" })
    if (MEDIAN_AUDITS.every(id => Number.isFinite(lhr.audits[id]?.numericValue))) return lhr
    const reason = lhr.runtimeError?.message ?? `no ${MEDIAN_AUDITS.join(" or ")} measured`
    if (attempt === ATTEMPTS) {
      throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} runs: ${reason}`)
    }
    console.log(`  run again: ${url}: ${reason}`)
  }
}

const tasksText = tasks =>
  tasks.map(task => `${task.what} ${ms(task.durationMs)} at ${ms(task.startMs)}`).join(", ")

const printRun = (label, route, kept) =>
  console.log(
    `  ${label} ${route.padEnd(10)} perf ${kept.scores.performance} · LCP ${Math.round(kept.lcpMs)} ms · ` +
      `TBT ${Math.round(kept.tbtMs)} ms · CLS ${kept.cls.toFixed(3)} · ${Math.round(kept.bytes.total / KB)} KB` +
      (kept.tbtMs > 0 ? ` · after FCP ${ms(kept.fcpMs)}: ${tasksText(kept.blockingTasks)}` : ""),
  )

/**
 * Every route on the site and on the floor, RUNS times each, the two in turn. Keeps, per page,
 * the run Lighthouse's own median-run helper picks (closest to the median FCP and TTI).
 */
const measure = async (chrome, targets) => {
  const results = Object.fromEntries(targets.map(({ label }) => [label, {}]))
  for (const route of ROUTES) {
    const runs = Object.fromEntries(targets.map(({ label }) => [label, []]))
    for (let run = 0; run < RUNS; run += 1) {
      for (const { label, base } of targets)
        runs[label].push(await runLighthouse(chrome, `${base}${route}`))
    }
    for (const { label, root } of targets) {
      const kept = summarise(computeMedianRun(runs[label]), root)
      const tbts = runs[label].map(lhr => lhr.audits["total-blocking-time"].numericValue)
      results[label][route] = {
        ...kept,
        runs: RUNS,
        tbtMedianMs: median(tbts),
        tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)],
      }
      printRun(label, route, kept)
    }
  }
  return results
}

// ---------------------------------------------------------------------------------------------
// Report

const kb = bytes => `${(bytes / KB).toFixed(1)} KB`
const ms = value => `${Math.round(value)} ms`
const ratio = (site, floor) => (floor > 0 ? `${(site / floor).toFixed(2)}×` : "–")

const checks = ({ site, floor, field }) => {
  const list = []
  const check = (what, met, figure) => list.push({ what, met, figure })
  for (const route of ROUTES) {
    const page = site[route]
    const categories = ["performance", "accessibility", "best-practices"]
    if (route !== "/404.html") categories.push("seo")
    const low = categories.filter(id => page.scores[id] !== 100)
    check(
      `${route}: ${categories.join(", ")} 100`,
      low.length === 0,
      categories.map(id => page.scores[id]).join(" / "),
    )
    const lcpTarget = route === "/" ? TARGETS.lcpHomeMs : TARGETS.lcpOtherMs
    check(`${route}: LCP ≤ ${lcpTarget} ms`, page.lcpMs <= lcpTarget, ms(page.lcpMs))
    check(`${route}: CLS 0.00`, page.cls < 0.005, page.cls.toFixed(3))
    check(`${route}: TBT ≤ ${TARGETS.tbtMs} ms`, page.tbtMs <= TARGETS.tbtMs, ms(page.tbtMs))
    check(
      `${route}: median TBT ${ms(TARGETS.tbtMedianMs)} over the ${RUNS} runs`,
      page.tbtMedianMs <= TARGETS.tbtMedianMs,
      `${ms(page.tbtMedianMs)} (runs ${page.tbtRangeMs.map(ms).join(" to ")})`,
    )
    check(
      `${route}: no third-party request`,
      page.thirdParty.length === 0,
      page.thirdParty.join(", ") || "none",
    )
    check(`${route}: no web font request`, page.fontRequests === 0, String(page.fontRequests))
    check(
      `${route}: JavaScript ≤ ${kb(TARGETS.pageJsGzipBytes)} gzip`,
      page.jsGzip <= TARGETS.pageJsGzipBytes,
      kb(page.jsGzip),
    )
    if (route !== "/photos") {
      check(
        `${route}: bytes ≤ ${TARGETS.bytesOverFloor}× the floor`,
        page.bytes.total <= floor[route].bytes.total * TARGETS.bytesOverFloor,
        ratio(page.bytes.total, floor[route].bytes.total),
      )
    }
  }
  const home = site["/"]
  for (const route of FIELD_ROUTES) {
    check(
      `${route}: dead window ≤ ${TARGETS.deadWindowMs} ms in every load, on a slow-4G, 4× slower phone, with scripts and without`,
      field.site[route].deadMs <= TARGETS.deadWindowMs &&
        field.floor[route].deadMs <= TARGETS.deadWindowMs,
      `worst load ${ms(field.site[route].deadMs)}, ${ms(field.floor[route].deadMs)} without scripts`,
    )
  }
  check(
    `Home: ≤ ${kb(TARGETS.homeBytes)} transferred`,
    home.bytes.total <= TARGETS.homeBytes,
    kb(home.bytes.total),
  )
  check(
    `/photos: ≤ ${kb(TARGETS.photosBytes)} before scrolling`,
    site["/photos"].bytes.total <= TARGETS.photosBytes,
    kb(site["/photos"].bytes.total),
  )
  // gatsby-plugin-sharp names the hero's files by its MD5 and their size: /static/<MD5>/<size>/hero.avif.
  const hero = home.images.filter(image => /\/static\/\w+\/\w+\/hero\.\w+$/.test(image.path))
  check(
    "Home: the hero is the LCP element, fetched once, at high priority, as AVIF or WebP",
    home.lcpIsImage &&
      home.lcpHighPriority &&
      hero.length === 1 &&
      /^image\/(avif|webp)$/.test(hero[0].mimeType) &&
      hero[0].priority === "High",
    hero
      .map(
        image => `${image.path} (${image.mimeType}, ${image.priority}, ${kb(image.transferSize)})`,
      )
      .join(", ") || "no hero request",
  )
  return list
}

const pagesMarkdown = ({ site, floor, field, date, chromium, lighthouseVersion }) => {
  const rows = ROUTES.map(route => {
    const s = site[route]
    const f = floor[route]
    const scores = ["performance", "accessibility", "best-practices", "seo"]
      .map(id => s.scores[id])
      .join(" / ")
    return `| \`${route}\` | ${scores} | ${ms(s.lcpMs)} · ${ms(f.lcpMs)} · ${ratio(s.lcpMs, f.lcpMs)} | ${ms(s.fcpMs)} · ${ms(f.fcpMs)} · ${ratio(s.fcpMs, f.fcpMs)} | ${ms(s.tbtMs)} · ${ms(s.tbtMedianMs)} (${s.tbtRangeMs.map(ms).join(" to ")}) · ${ms(f.tbtMedianMs)} (${f.tbtRangeMs.map(ms).join(" to ")}) | ${s.cls.toFixed(3)} | ${kb(s.bytes.total)} · ${kb(f.bytes.total)} · ${ratio(s.bytes.total, f.bytes.total)} | ${kb(s.jsGzip)} |`
  })
  const bytes = ROUTES.map(route => {
    const b = site[route].bytes
    return `| \`${route}\` | ${kb(b.html)} | ${kb(b.css)} | ${kb(b.js)} | ${kb(b.images)} | ${kb(b.fonts)} | ${kb(b.total)} |`
  })
  const fieldRows = FIELD_ROUTES.flatMap(route =>
    ["site", "floor"].map(label => {
      const r = field[label][route]
      return `| \`${route}\` ${label} | ${ms(r.visibleMs)} | ${ms(r.tapMs)} | ${ms(r.deadMs)} (median ${ms(r.medianDeadMs)}) | ${ms(r.answerMs)} |`
    }),
  )
  return [
    `Measured ${date} with Lighthouse ${lighthouseVersion} (mobile preset, simulated throttling) in ${chromium}, the median run of ${RUNS} per page.`,
    "",
    "Site · floor (the same pages without any `<script>`) · ratio site / floor:",
    "",
    `| Page | Perf / A11y / BP / SEO | LCP | FCP | TBT: kept · median (range) of ${RUNS} · floor's median (range) | CLS | Transferred | JS (gzip) |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    ...ROUTES.flatMap(route =>
      Object.entries({ site, floor })
        .filter(([, pages]) => pages[route].tbtMs > 0)
        .map(([label, pages]) => {
          const kept = pages[route]
          return `- \`${route}\` ${label}, kept run's TBT ${ms(kept.tbtMs)}: after its FCP (${ms(kept.fcpMs)}), ${tasksText(kept.blockingTasks)}.`
        }),
    ),
    "",
    "Bytes transferred by type (Brotli, as served):",
    "",
    "| Page | HTML | CSS | JS | Images | Fonts | Total |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...bytes,
    "",
    `In the field: Chromium at 375×812 with touch, slow 4G (150 ms, 1.6 Mbit/s) and 4× CPU slowdown applied over the DevTools protocol, tapping the menu button from the moment it is on screen, every 150 ms until the panel opens; medians of ${FIELD_RUNS} fresh loads, the dead window the worst of them:`,
    "",
    "| Page | Menu button on screen | Tap that opened it | Dead window, worst load | Panel open after the tap |",
    "| --- | --- | --- | --- | --- |",
    ...fieldRows,
    "",
  ]
}

// ---------------------------------------------------------------------------------------------

const benchPages = async () => {
  if (!existsSync(CHROME)) {
    throw new Error(`No Chromium at ${CHROME}: install Debian's chromium or set CHROME_PATH.`)
  }
  build()
  const floorRoot = makeFloor()
  const servers = [await serve(SITE_PORT, "public"), await serve(FLOOR_PORT, floorRoot)]
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      "--headless=new",
      "--disable-gpu",
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
    ],
  })
  try {
    const siteBase = `http://127.0.0.1:${SITE_PORT}`
    log("Lighthouse warm-up run (not counted)")
    await runLighthouse(chrome, `${siteBase}/`)
    log(`Lighthouse on the site and the floor (${RUNS} runs a page each)`)
    const { site, floor } = await measure(chrome, [
      { label: "site", base: siteBase, root: "public" },
      { label: "floor", base: `http://127.0.0.1:${FLOOR_PORT}`, root: floorRoot },
    ])

    log(`In the field: slow 4G and 4× CPU, ${FIELD_RUNS} fresh loads a page`)
    const field = await measureField({
      chromePath: CHROME,
      routes: FIELD_ROUTES,
      runs: FIELD_RUNS,
      targets: [
        { label: "site", base: siteBase },
        { label: "floor", base: `http://127.0.0.1:${FLOOR_PORT}` },
      ],
    })
    const chromium = spawnSync(CHROME, ["--version"], { encoding: "utf8" }).stdout.trim()
    const lighthouseVersion = JSON.parse(
      readFileSync("node_modules/lighthouse/package.json", "utf8"),
    ).version
    const figures = { chromium, lighthouseVersion, runs: RUNS, site, floor, field }
    return { figures, targets: checks(figures) }
  } finally {
    await chrome.kill()
    for (const server of servers) server.kill()
  }
}

/** The site with a 60-photo gallery, which the browser suite also uses. */
const GALLERY_SITE = "test-results/gallery-site/public"

/**
 * The environment without DEBUG, which Lighthouse's logger sets in this process (the `debug` package
 * keeps the namespaces it enables there): a build given it has GraphQL's tools print their timings
 * and a duplicate timer's warning, which Gatsby shows as "ERROR UNKNOWN".
 */
const withoutDebug = () => {
  const env = { ...process.env }
  delete env.DEBUG
  return env
}

const benchPageChanges = async () => {
  log("Building the site with a 60-photo gallery: node __tests__/sites/build-gallery-site.mjs")
  const { status } = spawnSync(process.execPath, ["__tests__/sites/build-gallery-site.mjs"], {
    stdio: "inherit",
    env: withoutDebug(),
  })
  if (status !== 0) throw new Error("The gallery site's build failed.")
  log(`Page changes: slow 4G, before and after in turn, ${RUNS} runs each`)
  const figures = await measurePageChanges({
    chromePath: CHROME,
    publicDir: GALLERY_SITE,
    runs: RUNS,
  })
  const targets = Object.entries(figures.results).flatMap(([name, { after }]) => [
    {
      what: `${name}: prerendered in every run (activationStart > 0)`,
      met: after.activationStarts.every(start => start > 0),
      figure: after.activationStarts.map(start => `${start} ms`).join(", "),
    },
    {
      what: `${name}: click to paint ≤ ${TARGETS.clickToPaintMs} ms (median)`,
      met: after.medianMs <= TARGETS.clickToPaintMs,
      figure: `${ms(after.medianMs)} (runs ${after.rangeMs.map(ms).join(" to ")})`,
    },
  ])
  return { figures, targets }
}

const pageChangesMarkdown = ({ figures }) => [
  `Page changes: Chromium outside any debugger, slow 4G made by the bench's proxy (no CPU slowdown), 3 s on the page, the pointer on the link ${figures.pointMs} ms, then a click; medians of ${figures.runs} runs:`,
  "",
  "| Change | Before | After | After: its transition over | After: activationStart |",
  "| --- | --- | --- | --- | --- |",
  ...Object.entries(figures.results).map(
    ([name, { before, after }]) =>
      `| ${name} | ${ms(before.medianMs)} (${before.rangeMs.map(ms).join(" to ")}) | ${ms(after.medianMs)} (${after.rangeMs.map(ms).join(" to ")}) | ${ms(after.settledMedianMs)} | ${after.activationStarts.join(", ")} |`,
  ),
  "",
]

const buildsMarkdown = ({ figures }) => [
  `Builds: phone photos (4032 × 3024 JPEG), the median of two cold builds each; a photo's cost is the difference over ${figures.added} photos.`,
  "",
  `The floor, sharp alone: ${figures.floorSeconds.toFixed(3)} s a photo. The build: ${figures.perPhotoSeconds.toFixed(3)} s a photo, ${figures.ratio.toFixed(2)} × the floor; without the speed-ups (patches/speed-ups), ${figures.withoutSpeedUps.perPhotoSeconds.toFixed(3)} s, ${figures.withoutSpeedUps.ratio.toFixed(2)} ×.`,
  "",
  "| gatsby-plugin-sharp's speed-up taken out alone | A photo | Its gain |",
  "| --- | --- | --- |",
  ...Object.entries(figures.leftOut).map(
    ([change, { perPhotoSeconds, gainSeconds }]) =>
      `| ${change} | ${perPhotoSeconds.toFixed(3)} s, ${(perPhotoSeconds / figures.floorSeconds).toFixed(2)} × | ${gainSeconds.toFixed(3)} s |`,
  ),
  "",
]

const main = async () => {
  const asked = process.argv.slice(2)
  const all = !["pages", "page-change", "builds"].some(part => asked.includes(part))
  const builds = all || asked.includes("builds") ? await benchImages() : undefined
  const pages = all || asked.includes("pages") ? await benchPages() : undefined
  const changes = all || asked.includes("page-change") ? await benchPageChanges() : undefined
  const date = new Date().toISOString().slice(0, 10)
  const results = [
    ...(pages?.targets ?? []),
    ...(changes?.targets ?? []),
    ...(builds?.targets ?? []),
  ]
  const report = {
    date,
    pages: pages?.figures,
    pageChanges: changes?.figures,
    builds: builds?.figures,
    targets: results,
  }
  const text = [
    ...(pages ? pagesMarkdown({ ...pages.figures, date }) : []),
    ...(changes ? pageChangesMarkdown(changes) : []),
    ...(builds ? buildsMarkdown(builds) : []),
    "| Target | What | Figure |",
    "| --- | --- | --- |",
    ...results.map(
      ({ what, met, figure }) => `| ${met ? "met" : "**NOT MET**"} | ${what} | ${figure} |`,
    ),
    "",
  ].join("\n")

  mkdirSync(OUT_DIR, { recursive: true })
  writeFileSync(path.join(OUT_DIR, "latest.json"), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(path.join(OUT_DIR, "latest.md"), text)
  console.log(`\n${text}`)
  const missed = results.filter(result => !result.met)
  console.log(
    missed.length === 0
      ? `bench: all ${results.length} targets met (${OUT_DIR}/latest.md)`
      : `bench: ${missed.length} of ${results.length} targets NOT MET (${OUT_DIR}/latest.md)`,
  )
  process.exitCode = missed.length === 0 ? 0 : 1
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
