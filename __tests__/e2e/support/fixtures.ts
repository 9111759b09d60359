import { test as base, expect, type BrowserContext, type Page } from "@playwright/test"
import bio from "../../../content/bio.json"
import features from "../../../content/features.json"
import merch from "../../../content/merch.json"
import photos from "../../../content/photos.json"
import site from "../../../content/site.json"
import videos from "../../../content/videos.json"
import { pages } from "../../support/spec"

export const content = { bio, features, merch, photos, site, videos }

export { pages }
export { ANY_WIDTH } from "./tags"
export const routes = pages.map(([, route]) => route)

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

/**
 * Every test runs with the outside world cut off: requests that leave 127.0.0.1 are answered
 * locally and recorded. After each test, any console error, page error or failed request that
 * the test did not expect fails it, with the list of what went wrong.
 */
export const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ context, page }, use) => {
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
          // Following a link cancels what the page it leaves was still loading.
          if (request.failure()?.errorText === "net::ERR_ABORTED") return
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
export const recordCspViolations = (page: Page) =>
  page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener("securitypolicyviolation", event =>
      violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    )
  })

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
