import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test"
import bio from "../../../content/bio.json"
import features from "../../../content/features.json"
import merch from "../../../content/merch.json"
import photos from "../../../content/photos.json"
import site from "../../../content/site.json"
import videos from "../../../content/videos.json"
import { pages } from "../../support/spec"
import { HOW_TO_INSTALL, webkitPaths } from "./browsers"
import { WebKitDriver } from "./webkit/driver"
import { expect } from "./webkit/expect"
import { WebKitPage } from "./webkit/page"

export const content = { bio, features, merch, photos, site, videos }

export { pages }
export { ANY_WIDTH, ENGINES, HOST, LAYOUT, NO_POPOVER } from "./tags"
export const routes = pages.map(([, route]) => route)

/** Playwright's screen width for a project that names no viewport (1280 × 720). */
const DEFAULT_WIDTH = 1280

type Guard = {
  /** Console errors matching this are expected by the test (for example the 404 log line). */
  allowConsoleError: (pattern: RegExp) => void
  /** Uncaught errors matching this are expected by the test (a page made to throw). */
  allowPageError: (pattern: RegExp) => void
  /** Responses with this status are expected by the test (for example the 404 page itself). */
  allowStatus: (status: number, pattern: RegExp) => void
  /** Requests that tried to leave 127.0.0.1, answered locally. */
  externalRequests: string[]
}

/** What WebDriver classic cannot give in WebKit: using it there fails the test, saying so. */
const missingInWebKit = <T extends object>(what: string, target: T = {} as T) =>
  new Proxy(target, {
    get(object, key) {
      // Playwright's own checks of what it is given (`then`, `_`-names) find nothing here.
      if (key in object || typeof key === "symbol" || key === "then" || key.startsWith("_")) {
        return Reflect.get(object, key) as unknown
      }
      throw new Error(
        `WebKit is driven over WebDriver classic, which has no ${what}.${String(key)}: skip this test in WebKit, saying why.`,
      )
    },
  })

/**
 * Why pages without JavaScript are not tested in Firefox: Playwright 1.64's Firefox, over WebDriver
 * BiDi, leaves a page's JavaScript on whatever the context asks, and a Firefox started with its
 * javascript.enabled preference off never answers Playwright's assertions.
 */
export const JAVASCRIPT_OFF_IN_FIREFOX =
  "Playwright's Firefox (WebDriver BiDi) cannot turn a page's JavaScript off"

/**
 * What a project gives each of its workers. Playwright opens every test's page (the guard's, below)
 * before the test's beforeEach hooks and the skips that read a test's options, so a test skipped
 * there pays for a page, about a second of processor time. A skip that reads only these is decided
 * before: `test.skip(({ screenWidth }) => isPhone(screenWidth), why)` in the test's describe.
 */
type WorkerFixtures = {
  /**
   * false for a project whose browser has no Popover API, as Safari before 17: WebKit with it
   * turned off (MiniBrowser --features=!PopoverAttribute). Chromium and Firefox cannot turn it off.
   */
  popoverApi: boolean
  /** The width of the project's screen (its viewport), in CSS pixels. */
  screenWidth: number
  /** The worker's WebKitWebDriver, started when a WebKit test first asks for its page. */
  webkit: () => Promise<WebKitDriver>
}

/**
 * The browser, context and page of each test. Chromium and Firefox are Playwright's own, launched
 * with the project's options. WebKit is Debian's WebKitGTK, which Playwright cannot drive: its
 * page is the adapter of support/webkit/, which answers the same calls over WebDriver, and it has
 * no Playwright browser or context at all (so these three are defined here, not taken from
 * Playwright, whose page needs its browser). Their callback is `provide`, not `use`: the lint's
 * React rules would read `use` in a function named `page` as a hook.
 */
const engines = base.extend<object, WorkerFixtures>({
  popoverApi: [true, { option: true, scope: "worker" }],
  screenWidth: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter: none.
    async ({}, provide, { project }) => provide(project.use.viewport?.width ?? DEFAULT_WIDTH),
    { scope: "worker" },
  ],
  webkit: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter: none.
    async ({}, use) => {
      let started: Promise<WebKitDriver> | undefined
      await use(() => {
        const paths = webkitPaths()
        if (!paths) throw new Error(HOW_TO_INSTALL.webkit)
        return (started ??= WebKitDriver.start(paths))
      })
      if (started) await (await started).stop()
    },
    { scope: "worker" },
  ],
  browser: [
    async ({ playwright, browserName, launchOptions, headless, channel }, use) => {
      if (browserName === "webkit") return use(missingInWebKit<Browser>("browser"))
      const browser = await playwright[browserName].launch({ ...launchOptions, headless, channel })
      await use(browser)
      await browser.close()
    },
    { scope: "worker", timeout: 60_000 },
  ],
  context: async ({ browser, browserName, javaScriptEnabled, popoverApi }, provide) => {
    if (browserName === "webkit") return provide(missingInWebKit<BrowserContext>("browser context"))
    if (!popoverApi) throw new Error(`${browserName} cannot turn its Popover API off: use WebKit.`)
    if (browserName === "firefox" && javaScriptEnabled === false) {
      throw new Error(`${JAVASCRIPT_OFF_IN_FIREFOX}: skip this test in Firefox.`)
    }
    // Playwright gives a new context the project's options (viewport, baseURL and the rest).
    const context = await browser.newContext()
    await provide(context)
    await context.close()
  },
  page: [
    async (
      {
        browserName,
        context,
        webkit,
        popoverApi,
        baseURL,
        viewport,
        javaScriptEnabled,
        reducedMotion,
      },
      provide,
    ) => {
      if (browserName !== "webkit") return provide(await context.newPage())
      if (reducedMotion === "reduce") {
        throw new Error(
          "WebKitWebDriver cannot emulate prefers-reduced-motion: skip this test in WebKit.",
        )
      }
      const size = viewport ?? { width: DEFAULT_WIDTH, height: 720 }
      const driver = await webkit()
      const session = await driver.sessionWith([
        ...(popoverApi ? [] : ["--features=!PopoverAttribute"]),
        // The page's own scripts off; WebDriver's still run.
        ...(javaScriptEnabled === false ? ["--enable-javascript-markup=false"] : []),
      ])
      await session.command("POST", "/window/rect", size)
      const page = new WebKitPage(session, baseURL ?? "", size)
      await provide(missingInWebKit("page", page) as unknown as Page)
      // The session serves the worker's next test: leave it on an empty page, no key or button held.
      await session.command("DELETE", "/actions").catch(() => undefined)
      await session.command("POST", "/url", { url: "about:blank" }).catch(() => undefined)
    },
    // A time of its own, apart from the test's: WebKit's first page starts a display, its driver and
    // a MiniBrowser, and a project with other browser options a new MiniBrowser, which on a busy
    // machine took longer than the test's 30 s.
    { scope: "test", timeout: 90_000 },
  ],
})

/**
 * Every test runs with the outside world cut off: requests that leave 127.0.0.1 are answered
 * locally and recorded. After each test, any console error, page error or failed request that
 * the test did not expect fails it, with the list of what went wrong.
 * WebDriver classic sees neither the console nor the network, so in WebKit the guard records
 * nothing; the same tests keep it in Chromium and Firefox.
 */
export const test = engines.extend<{ guard: Guard }>({
  guard: [
    async ({ context, page, browserName }, use) => {
      if (browserName === "webkit") {
        return use({
          allowConsoleError: () => undefined,
          allowPageError: () => undefined,
          allowStatus: () => undefined,
          externalRequests: [],
        })
      }
      const allowedErrors: RegExp[] = []
      const allowedPageErrors: RegExp[] = []
      const allowedStatuses: Array<[number, RegExp]> = []
      const externalRequests: string[] = []
      const problems: string[] = []

      await context.route(
        url => url.hostname !== "127.0.0.1",
        route => {
          externalRequests.push(route.request().url())
          return route.fulfill({
            status: 200,
            contentType: "text/html",
            body: "<!doctype html><title>External page</title><p>External page</p>",
          })
        },
      )

      const watch = (watched: Page) => {
        watched.on("console", message => {
          if (message.type() !== "error") return
          if (allowedErrors.some(pattern => pattern.test(message.text()))) return
          // Chromium reports an expected 404 response as a console error too.
          if (/status of (\d+)/.test(message.text())) {
            const status = Number(message.text().match(/status of (\d+)/)?.[1])
            if (allowedStatuses.some(([allowed]) => allowed === status)) return
          }
          problems.push(`console error: ${message.text()}`)
        })
        watched.on("pageerror", error => {
          if (allowedPageErrors.some(pattern => pattern.test(error.message))) return
          problems.push(`page error: ${error.message}`)
        })
        watched.on("requestfailed", request => {
          // Following a link cancels what the page it leaves was still loading (Chromium's word
          // for it, and Firefox's).
          const cancelled = ["net::ERR_ABORTED", "NS_BINDING_ABORTED"]
          if (cancelled.includes(request.failure()?.errorText ?? "")) return
          problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
        })
        watched.on("response", response => {
          const status = response.status()
          if (status < 400) return
          const allowed = allowedStatuses.some(
            ([code, pattern]) => code === status && pattern.test(response.url()),
          )
          if (!allowed) problems.push(`HTTP ${status}: ${response.url()}`)
        })
      }
      watch(page)
      context.on("page", watch)

      await use({
        allowConsoleError: pattern => allowedErrors.push(pattern),
        allowPageError: pattern => allowedPageErrors.push(pattern),
        allowStatus: (status, pattern) => allowedStatuses.push([status, pattern]),
        externalRequests,
      })

      expect(problems, "no console errors, page errors or failed requests").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Scrolls to the bottom and back, so lazy images load, as a visitor reading the page would. */
export const scrollThrough = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" })
      await new Promise(resolve => setTimeout(resolve, 80))
    }
    window.scrollTo({ top: 0, behavior: "instant" })
  })
}

/** How many columns a set of boxes forms: the number of distinct left edges. */
export const columnCount = async (page: Page, selector: string) => {
  const lefts = await page
    .locator(selector)
    .evaluateAll(elements =>
      elements.map(element => Math.round(element.getBoundingClientRect().left)),
    )
  return new Set(lefts).size
}

export const isPhone = (width: number) => width < 768

/**
 * A tablet's width: the layout has a step of its own there, but the bar, its links and the pointer
 * are a desktop's, so tests of those run at phone and desktop width only.
 */
export const isTablet = (width: number) => width >= 768 && width < 1024

/** In a describe of tests that hover: they run at desktop width, with a desktop's pointer. */
export const skipWithoutHover = () => {
  test.skip(({ screenWidth }) => isPhone(screenWidth), "phones have no hover")
  test.skip(({ screenWidth }) => isTablet(screenWidth), "tested with a desktop's pointer")
}

/**
 * Opens a page as a visitor does. `goto` waits for the load event, and the site's browser script
 * (a module) has run by then. Returns the response, for its status.
 */
export const visit = (page: Page, path: string) => page.goto(path)

/**
 * Clicks the button named `label` and checks that nothing happens: no navigation, no new tab,
 * no change to the page and nothing logged.
 */
export const expectInertButton = async (page: Page, context: BrowserContext, label: string) => {
  const url = page.url()
  const opened: Page[] = []
  context.on("page", newPage => opened.push(newPage))
  const logged: string[] = []
  page.on("console", message => logged.push(message.text()))
  const before = await page.locator("main").innerHTML()

  await page.getByRole("button", { name: label }).click()
  await page.waitForTimeout(300)

  expect(page.url(), `${label} does not navigate`).toBe(url)
  expect(await page.locator("main").innerHTML(), `${label} does not change the page`).toBe(before)
  expect(opened, `${label} opens no tab`).toEqual([])
  expect(logged, `${label} logs nothing`).toEqual([])
}

/** One visit of the pointer or keyboard focus to an icon-only control, timed in the page. */
export type TooltipVisit = { label: string; entered: number; left?: number; shown?: number }

/**
 * Records, inside the page, when the pointer or focus reaches and leaves each icon-only
 * control and when its tooltip shows (checked every frame). Read the visits with
 * `tooltipVisits`. Times come from the page's animation clock, `document.timeline`, the clock
 * the tooltip's CSS transition runs on: a busy test machine may be slow between the test's
 * steps, and may run an event handler tens of milliseconds after the frame that took the hover
 * began, but on that clock the delay is exactly what the style sheet says (to its 0.1 ms
 * rounding: a 700 ms delay measures 699.9 to 700.1 ms).
 */
export const recordTooltips = (page: Page) =>
  page.evaluate(() => {
    const now = () => Number(document.timeline.currentTime)
    const visits: TooltipVisit[] = []
    Object.assign(window, { tooltipVisits: visits })
    for (const group of document.querySelectorAll("[data-tooltip]")) {
      const tip = group.querySelector("[role=tooltip]")
      if (!tip) continue
      let current: TooltipVisit | undefined
      const enter = () => {
        if (current) return
        const visit: TooltipVisit = { label: tip.textContent ?? "", entered: now() }
        current = visit
        visits.push(visit)
        const watch = () => {
          if (getComputedStyle(tip).visibility === "visible") visit.shown = now()
          else if (visit.left === undefined) requestAnimationFrame(watch)
        }
        watch()
      }
      const leave = () => {
        if (current) current.left = now()
        current = undefined
      }
      group.addEventListener("pointerenter", enter)
      group.addEventListener("focusin", enter)
      group.addEventListener("pointerleave", leave)
      group.addEventListener("focusout", leave)
    }
  })

export const tooltipVisits = (page: Page) =>
  page.evaluate(() => (window as unknown as { tooltipVisits: TooltipVisit[] }).tooltipVisits)

/**
 * Records every Content Security Policy violation of the pages a test opens, as
 * "directive: blocked address"; read them with `cspViolations`.
 */
export const recordCspViolations = (page: Page) => {
  const record = () => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener("securitypolicyviolation", event =>
      violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    )
  }
  // In WebKit from the load event on only: a violation while the page loads goes unrecorded
  // there, but what it blocked (the styles, the photos and their placeholders, the script) fails
  // the assertions about it.
  if (page instanceof WebKitPage) return page.afterEachGoto(record)
  return page.addInitScript(record)
}

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
