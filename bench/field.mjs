/**
 * The field measure of `npm run bench`: what a visitor on a phone waits for. The system Chromium
 * at 375×812 with touch, the network throttled for real to slow 4G (150 ms round trip,
 * 1.6 Mbit/s) and the processor slowed 4× over the DevTools protocol; Lighthouse's simulated
 * throttling only estimates these. For each page, fresh loads (a new profile each) that:
 *
 * - note, inside the page, when the menu button is first on screen (checked every frame);
 * - tap where the button is, as a visitor does: first as soon as it is on screen, then every
 *   150 ms until the menu panel opens, and note inside the page when the tap that opened it came
 *   and when the panel opened.
 *
 * The dead window is the time from that first tap to the tap that worked: how long a visitor taps
 * a control that does not answer (0 when the first tap works). Each page's figure is its worst
 * load, not a median, which would hide a tap lost in one load of five. A tap is sent once the
 * page has taken the one before, so on a busy page they come further apart than 150 ms; their time
 * stamps are when they were sent. Also printed: when the button showed, when the tap that worked
 * came, and how long the panel took to open after it.
 *
 * No tap comes before the button is on screen. One that did, in the first frames of a load, was
 * hit-tested before the page's viewport (its `<meta name="viewport">`) had reached the screen:
 * at 375 px wide it landed 130 px from the left, on the group's name, a link to Home, and the
 * load measured was Home's, whose change of page (a view transition) takes no tap while it runs.
 * A tap that takes the page elsewhere stops the measure, saying so.
 */
import { chromium } from "@playwright/test"

/** A phone's network and processor, as the field sees them (the browser suite too). */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (0.75 * 1000 * 1000) / 8,
}
export const CPU_SLOWDOWN = 4
const TAP_EVERY_MS = 150
const GIVE_UP_MS = 20_000

/**
 * Runs in the page before anything else: records, in the page's own clock, every tap, and (checked
 * every frame) when the menu button is first on screen and when a menu dialog first is.
 */
const recorder = () => {
  const field = {
    visibleAt: 0,
    openedAt: 0,
    taps: [],
    page: location.href,
    since: performance.timeOrigin,
  }
  Object.assign(window, { benchField: field })
  addEventListener("pointerdown", event => field.taps.push(event.timeStamp), true)
  const shown = element => element?.checkVisibility() && element.getBoundingClientRect().width > 0
  const watch = () => {
    if (!field.visibleAt && shown(document.querySelector('button[aria-label="Open menu"]'))) {
      field.visibleAt = performance.now()
    }
    if (!field.openedAt && shown(document.querySelector('[role="dialog"]'))) {
      field.openedAt = performance.now()
    }
    if (!field.visibleAt || !field.openedAt) requestAnimationFrame(watch)
  }
  requestAnimationFrame(watch)
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))

const phone = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
}

/** Where the menu button is on a phone's screen, from an unthrottled load. */
const buttonCentre = async (browser, url) => {
  const context = await browser.newContext(phone)
  try {
    const page = await context.newPage()
    await page.goto(url)
    const box = await page.locator('button[aria-label="Open menu"]').boundingBox()
    if (!box) throw new Error(`${url}: the menu button has no box`)
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  } finally {
    await context.close()
  }
}

/**
 * One fresh throttled load, tapping the button's place from the moment it is on screen, every
 * 150 ms until the panel opens, as a visitor taps a button that does not answer.
 */
const loadAndTap = async (browser, url, { x, y }) => {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
  await page.addInitScript(recorder)
  try {
    await page.goto(url, { waitUntil: "commit" })
    const started = Date.now()
    const record = () => page.evaluate(() => window.benchField).catch(() => undefined)
    const late = what => {
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`${url}: ${what}`)
    }
    // While the page is still arriving, its document (and so the record) may not be there yet.
    let first = await record()
    while (!(first?.visibleAt > 0)) {
      late("the menu button never came on screen")
      first = await record()
    }
    for (;;) {
      const tapped = Date.now()
      await page.touchscreen.tap(x, y)
      const field = await record()
      if (field && field.since !== first.since) {
        throw new Error(
          `${url}: a tap took the page to ${field.page} before the menu opened: it landed on a link, not on the menu button.`,
        )
      }
      if (field?.openedAt > 0) break
      late("the menu never opened")
      await sleep(Math.max(0, TAP_EVERY_MS - (Date.now() - tapped)))
    }
    const { visibleAt, openedAt, taps } = await page.evaluate(() => window.benchField)
    // Event time stamps are when the finger touched, not when the page got round to the event
    // (taps sent before the page's document existed are not in its record).
    const openingTap = Math.max(...taps.filter(tap => tap <= openedAt))
    const firstTap = taps[0] ?? openingTap
    return {
      visibleMs: visibleAt,
      tapMs: openingTap,
      deadMs: Math.max(0, openingTap - firstTap),
      answerMs: openedAt - openingTap,
      unansweredTaps: taps.filter(tap => tap >= visibleAt && tap < openingTap).length,
    }
  } finally {
    await context.close()
  }
}

export const median = values => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Every route on every target, `runs` loads each, the targets in turn. Returns, per target and
 * route, the loads and their medians.
 */
export const measureField = async ({ chromePath, targets, routes, runs }) => {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-quic",
    ],
  })
  const results = Object.fromEntries(targets.map(({ label }) => [label, {}]))
  try {
    for (const route of routes) {
      const button = await buttonCentre(browser, `${targets[0].base}${route}`)
      const loads = Object.fromEntries(targets.map(({ label }) => [label, []]))
      for (let run = 0; run < runs; run += 1) {
        for (const { label, base } of targets) {
          loads[label].push(await loadAndTap(browser, `${base}${route}`, button))
        }
      }
      for (const { label } of targets) {
        const list = loads[label]
        results[label][route] = {
          loads: list,
          visibleMs: median(list.map(load => load.visibleMs)),
          tapMs: median(list.map(load => load.tapMs)),
          // The worst load: one lost tap in twenty is a broken button to that visitor.
          deadMs: Math.max(...list.map(load => load.deadMs)),
          medianDeadMs: median(list.map(load => load.deadMs)),
          answerMs: median(list.map(load => load.answerMs)),
        }
        const r = results[label][route]
        console.log(
          `  field ${label} ${route.padEnd(8)} button on screen ${Math.round(r.visibleMs)} ms · ` +
            `opening tap ${Math.round(r.tapMs)} ms · dead window, worst load ${Math.round(r.deadMs)} ms ` +
            `(median ${Math.round(r.medianDeadMs)} ms) · panel open ${Math.round(r.answerMs)} ms after the tap`,
        )
      }
    }
  } finally {
    await browser.close()
  }
  return results
}
