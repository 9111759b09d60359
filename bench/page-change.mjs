/**
 * The page change of `npm run bench`: how long after a click the next page is on screen, with the
 * site's speculation rules and view transition ("after") and without them ("before", the same
 * build with both taken out).
 *
 * Measured outside any debugger, since Chromium never shows a prerendered page while one is
 * attached (Playwright's session included): Debian's full Chromium runs as a plain process, in
 * kiosk mode on a virtual display (Xvfb), and a real pointer (xdotool) rests on the link and
 * clicks it. The network is slow 4G, made by the bench's own proxy in front of the site's server:
 * 150 ms before a connection carries its first byte and 75 ms each way after, and every byte to the
 * browser through one 1.6 Mbit/s pipe. The processor is not slowed (that needs the debugger).
 *
 * A script added to a copy of the build (not to the site) reports from inside each page, in the
 * page's own clock turned into time since the epoch: the click on the page left, and on the page
 * reached its activationStart (above 0 when it was prerendered), when it was first on screen (its
 * first contentful paint; for a prerendered page, the first frame after its reveal) and when its
 * view transition was over. Each run starts a new browser with a new profile, rests 3 s on the
 * first page, points at the link for POINT_MS and clicks.
 */
import { spawn, spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { siteRequestHandler } from "../__tests__/e2e/support/host.mjs"
import { median } from "./field.mjs"

const RTT_MS = 150
const BYTES_PER_MS = (1.6 * 1000 * 1000) / 8 / 1000
const REST_MS = 3000
/** How long the pointer rests on the link before the click: BENCH_POINT_MS, 1000 ms by default. */
const POINT_MS = Number(process.env.BENCH_POINT_MS ?? 1000)
const SCREEN = { width: 1280, height: 800 }
const REPORT = "/bench-page-change"
const SCRIPT = "/bench-page-change.js"

/** The changes measured: each link of the top bar, and a gallery page's "Next". */
export const PAGE_CHANGES = [
  { from: "/", link: "Bio", to: "/bio" },
  { from: "/", link: "Photos", to: "/photos" },
  { from: "/", link: "Videos", to: "/videos" },
  { from: "/", link: "Merch", to: "/merch" },
  { from: "/bio", link: "Home", to: "/" },
  { from: "/photos", link: "Next page", to: "/photos/2", scroll: true },
]

/**
 * Runs in every page of the copies: reports where the links are (once loaded, and after each
 * scroll), the click, and when the page was first on screen.
 */
const inPage = () => {
  const at = time => performance.timeOrigin + time
  const send = data =>
    navigator.sendBeacon("/bench-page-change", JSON.stringify({ path: location.pathname, ...data }))
  const links = () =>
    Object.fromEntries(
      [...document.querySelectorAll("header nav a, nav[aria-label='Gallery pages'] a")]
        .map(link => [link.textContent.trim(), link.getBoundingClientRect()])
        .filter(([, box]) => box.width > 0 && box.top >= 0 && box.bottom <= innerHeight)
        .map(([name, box]) => [name, { x: box.x + box.width / 2, y: box.y + box.height / 2 }]),
    )
  addEventListener("click", event => send({ kind: "click", at: at(event.timeStamp) }), true)
  addEventListener("scrollend", () => send({ kind: "links", links: links() }))
  const navigation = performance.getEntriesByType("navigation")[0]
  // A prerendered page is first on screen at its reveal, which Chromium fires once it is shown:
  // the frame that follows is its first (the view transition's first, where there is one).
  const revealed = new Promise(resolve =>
    addEventListener(
      "pagereveal",
      event =>
        requestAnimationFrame(frame =>
          resolve({
            frame,
            finished: event.viewTransition?.finished.then(() => performance.now()),
          }),
        ),
      { once: true },
    ),
  )
  const painted = new Promise(resolve =>
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName("first-contentful-paint")[0]
      if (!paint) return
      observer.disconnect()
      resolve(paint.startTime)
    }).observe({ type: "paint", buffered: true }),
  )
  const prerendered = document.prerendering
  const shown = prerendered
    ? revealed.then(async ({ frame, finished }) => ({
        first: frame,
        settled: (await finished) ?? frame,
      }))
    : painted.then(paint => ({ first: paint, settled: paint }))
  shown.then(({ first, settled }) =>
    send({
      kind: "shown",
      activationStart: navigation.activationStart,
      at: at(first),
      settledAt: at(settled),
      links: links(),
    }),
  )
}

const sha256 = text => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

const pagesUnder = dir =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name.endsWith(".html"))
    .map(entry => path.join(entry.parentPath, entry.name))

/**
 * A copy of the build for one variant, with the reporting script in every page. "before" also
 * loses the speculation rules and the view transition; the policy's hash of the changed style
 * element is changed to match.
 */
const copyFor = (publicDir, variant) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `cornerstone-page-change-${variant}-`))
  cpSync(publicDir, dir, { recursive: true, filter: file => !file.includes(`${path.sep}admin`) })
  writeFileSync(path.join(dir, SCRIPT), `(${inPage})()\n`)
  const hashes = new Map()
  for (const file of pagesUnder(dir)) {
    let html = readFileSync(file, "utf8")
    if (variant === "before") {
      html = html.replace(/<script type="speculationrules">[\s\S]*?<\/script>/, "")
      html = html.replace(/<style([^>]*)>([\s\S]*?)<\/style>/g, (element, attributes, css) => {
        const without = css.replace(
          /@media \(prefers-reduced-motion:no-preference\)\{@view-transition\{navigation:auto\}\}/,
          "",
        )
        if (without === css) return element
        hashes.set(sha256(css), sha256(without))
        return `<style${attributes}>${without}</style>`
      })
    }
    writeFileSync(
      file,
      html.replace("</head>", `<script type="module" src="${SCRIPT}"></script></head>`),
    )
  }
  if (variant === "before" && hashes.size === 0) {
    throw new Error(
      "No page's style sheet has the view transition this bench takes out: update copyFor.",
    )
  }
  for (const file of [path.join(dir, "_headers"), ...pagesUnder(dir)]) {
    let text = readFileSync(file, "utf8")
    for (const [from, to] of hashes) text = text.replaceAll(from, to)
    writeFileSync(file, text)
  }
  return dir
}

/** The site's server as the host serves it, which also takes the pages' reports. */
const siteServer = async (root, onReport) => {
  const handler = await siteRequestHandler(root)
  const server = createServer((request, response) => {
    if (request.method === "POST" && request.url === REPORT) {
      let body = ""
      request.on("data", chunk => (body += chunk))
      request.on("end", () => {
        onReport(JSON.parse(body))
        response.writeHead(204).end()
      })
      return
    }
    handler(request, response)
  })
  await new Promise(resolve => server.listen(0, "127.0.0.1", resolve))
  return server
}

/**
 * Slow 4G between the browser and `target`: a new connection waits one round trip, each chunk
 * half of one each way, and the bytes to the browser share one pipe of the downlink's rate.
 */
const slowNetwork = async target => {
  let pipeFreeAt = 0
  const later = (ms, fn) => setTimeout(fn, Math.max(0, ms))
  const proxy = net.createServer(client => {
    const server = net.connect(target)
    const opened = Date.now() + RTT_MS
    client.on("data", chunk =>
      later(Math.max(opened, Date.now() + RTT_MS / 2) - Date.now(), () => server.write(chunk)),
    )
    server.on("data", chunk => {
      const start = Math.max(Date.now(), pipeFreeAt)
      pipeFreeAt = start + chunk.length / BYTES_PER_MS
      later(pipeFreeAt + RTT_MS / 2 - Date.now(), () => client.write(chunk))
    })
    const close = () => {
      client.destroy()
      server.destroy()
    }
    client.on("close", () => later(RTT_MS, close))
    server.on("close", () => later(pipeFreeAt + RTT_MS - Date.now(), close))
    client.on("error", close)
    server.on("error", close)
  })
  await new Promise(resolve => proxy.listen(0, "127.0.0.1", resolve))
  return proxy
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))

const run = (command, args, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: "ignore" })
    child.on("error", reject)
    child.on("exit", code =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    )
  })

/** Waits for the first report that `test` accepts. */
const nextReport = (reports, test, what) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No report: ${what} (had: ${JSON.stringify(reports)})`)),
      30_000,
    )
    const check = () => {
      const found = reports.find(test)
      if (found) {
        clearTimeout(timer)
        resolve(found)
      } else setTimeout(check, 20)
    }
    check()
  })

/** One page change in a new browser: rest on `from`, point at the link, click, read the reports. */
const onePageChange = async ({ chromePath, display, base, reports, change }) => {
  reports.length = 0
  const profile = mkdtempSync(path.join(os.tmpdir(), "cornerstone-page-change-profile-"))
  const env = { ...process.env, DISPLAY: display }
  const browser = spawn(
    chromePath,
    [
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
      `--user-data-dir=${profile}`,
      "--kiosk",
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--password-store=basic",
      "--ozone-platform=x11",
      `--window-size=${SCREEN.width},${SCREEN.height}`,
      "--window-position=0,0",
      `${base}${change.from}`,
    ],
    { env, stdio: "ignore" },
  )
  try {
    let { links } = await nextReport(
      reports,
      report => report.kind === "shown" && report.path === change.from,
      `${change.from} shown`,
    )
    await sleep(REST_MS)
    if (change.scroll) {
      reports.length = 0
      await run("xdotool", ["key", "End"], env)
      ;({ links } = await nextReport(
        reports,
        report => report.kind === "links" && report.links[change.link],
        `${change.from} scrolled to ${change.link}`,
      ))
    }
    const point = links[change.link]
    if (!point) throw new Error(`${change.from}: no link "${change.link}" on screen`)
    reports.length = 0
    await run(
      "xdotool",
      ["mousemove", String(Math.round(point.x)), String(Math.round(point.y))],
      env,
    )
    await sleep(POINT_MS)
    await run("xdotool", ["click", "1"], env)
    const click = await nextReport(reports, report => report.kind === "click", "the click")
    const shown = await nextReport(
      reports,
      report => report.kind === "shown" && report.path === change.to,
      `${change.to} shown`,
    )
    return {
      clickToPaintMs: shown.at - click.at,
      clickToSettledMs: shown.settledAt - click.at,
      activationStart: shown.activationStart,
    }
  } finally {
    browser.kill()
    await new Promise(resolve => browser.once("exit", resolve))
    rmSync(profile, { recursive: true, force: true })
  }
}

/** What drives the browser: command, a flag that only prints its version, Debian's package. */
const DRIVERS = [
  ["Xvfb", "-version", "xvfb"],
  ["xdotool", "--version", "xdotool"],
]

/**
 * Every page change `runs` times, before and after in turn; per change and variant, the median
 * click-to-paint, its range, and every run's activationStart.
 */
export const measurePageChanges = async ({ chromePath, publicDir, runs, log = console.log }) => {
  const missing = DRIVERS.filter(
    ([command, flag]) => spawnSync(command, [flag], { stdio: "ignore" }).error,
  )
  if (missing.length > 0) {
    const packages = missing.map(([, , debianPackage]) => debianPackage).join(" ")
    throw new Error(
      `The page-change bench needs ${missing.map(([command]) => command).join(" and ")}, ` +
        `not found on this machine: install Debian's packages (apt-get install ${packages}) and run it again.`,
    )
  }
  const display = `:${90 + Math.floor(Math.random() * 9)}`
  const xvfb = spawn(
    "Xvfb",
    [display, "-screen", "0", `${SCREEN.width}x${SCREEN.height}x24`, "-nolisten", "tcp"],
    { stdio: "ignore" },
  )
  await sleep(500)
  const variants = ["before", "after"]
  const sites = {}
  const closers = []
  try {
    for (const variant of variants) {
      const reports = []
      const root = copyFor(publicDir, variant)
      const server = await siteServer(root, report => reports.push(report))
      const proxy = await slowNetwork(server.address())
      closers.push(
        () => server.close(),
        () => proxy.close(),
        () => rmSync(root, { recursive: true, force: true }),
      )
      sites[variant] = { base: `http://127.0.0.1:${proxy.address().port}`, reports }
    }
    const results = {}
    for (const change of PAGE_CHANGES) {
      const name = `${change.from} → ${change.to}`
      const runsOf = Object.fromEntries(variants.map(variant => [variant, []]))
      for (let index = 0; index < runs; index += 1) {
        for (const variant of variants) {
          runsOf[variant].push(
            await onePageChange({ chromePath, display, ...sites[variant], change }),
          )
        }
      }
      results[name] = Object.fromEntries(
        variants.map(variant => {
          const times = runsOf[variant].map(result => result.clickToPaintMs)
          const settled = runsOf[variant].map(result => result.clickToSettledMs)
          return [
            variant,
            {
              medianMs: median(times),
              settledMedianMs: median(settled),
              rangeMs: [Math.min(...times), Math.max(...times)],
              activationStarts: runsOf[variant].map(result => Math.round(result.activationStart)),
            },
          ]
        }),
      )
      const { before, after } = results[name]
      log(
        `  ${name.padEnd(22)} before ${Math.round(before.medianMs)} ms · after ${Math.round(after.medianMs)} ms, ` +
          `its transition over at ${Math.round(after.settledMedianMs)} ms ` +
          `(activationStart ${after.activationStarts.join(", ")})`,
      )
    }
    return { pointMs: POINT_MS, runs, results }
  } finally {
    for (const close of closers) close()
    xvfb.kill()
  }
}
