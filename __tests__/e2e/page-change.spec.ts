import { chromium, type Page } from "@playwright/test"
import { CPU_SLOWDOWN, SLOW_4G } from "../../bench/field.mjs"
import { chromiumArgs, fullChromiumPath } from "./support/browsers"
import { ANY_WIDTH, ENGINES, expect, pages, routes, test, visit } from "./support/fixtures"

/**
 * A change of page (docs/product.md §1): the next page is prerendered on the visitor's intent
 * (plugins/gatsby-plugin-plain-html/speculation-rules.ts), fades in with the top bar in place
 * (src/styles/global.css), and Back and Forward bring a page back from the browser's cache.
 */

const NOT_FOUND = "/no-such-page"

test.describe("prerendering on intent", () => {
  test.skip(
    ({ browserName, screenWidth }) => browserName !== "chromium" || screenWidth < 1024,
    "speculation rules are Chromium's, and pointing at a link is a computer's intent",
  )

  /**
   * What Chromium's Preload domain reports: the rule sets it parsed, and the pages it began to
   * prerender. With a debugger attached (this session) Chromium never activates a prerender, and
   * says so in each attempt's status (PrerenderingDisabledByDevTools): the attempt is what shows
   * that the rules chose the page. The real figure is the bench's (bench/field.mjs).
   */
  const watchPreloading = async (page: Page) => {
    const session = await page.context().newCDPSession(page)
    const ruleSets: Array<{ sourceText: string; errorType?: string; errorMessage?: string }> = []
    const attempts = new Set<string>()
    session.on("Preload.ruleSetUpdated", ({ ruleSet }) => ruleSets.push(ruleSet))
    session.on("Preload.prerenderStatusUpdated", ({ key }) =>
      attempts.add(new URL(key.url).pathname),
    )
    await session.send("Preload.enable")
    return { ruleSets, attempted: () => [...attempts].sort() }
  }

  for (const from of [...routes, NOT_FOUND]) {
    test(`prerenders each page of the top bar as the pointer rests on its link, on ${from}`, async ({
      page,
      guard,
    }) => {
      if (from === NOT_FOUND) {
        guard.allowStatus(404, /no-such-page/)
        guard.allowConsoleError(/404/)
      }
      const preloading = await watchPreloading(page)
      await visit(page, from)
      await expect.poll(() => preloading.ruleSets.length).toBe(1)
      expect(preloading.ruleSets[0].errorType, preloading.ruleSets[0].errorMessage).toBeUndefined()

      const nav = page.getByRole("navigation", { name: "Main" })
      const pointedAt: string[] = []
      // One page at a time: only the pages pointed at so far, so none was prerendered on load.
      for (const [label, path] of pages.filter(([, path]) => path !== from)) {
        await nav.getByRole("link", { name: label, exact: true }).hover()
        pointedAt.push(path)
        await expect.poll(preloading.attempted).toEqual([...pointedAt].sort())
      }
    })
  }
})

test.describe("the change of page", () => {
  test.skip(
    ({ browserName, screenWidth }) => browserName !== "chromium" || screenWidth < 1024,
    "cross-document view transitions are Chromium's and Safari's; WebKitGTK's driver cannot show one",
  )

  /**
   * What the next page's reveal brings: whether it came with a view transition, and the
   * animations running once the transition is ready (or, without one, at the next frame).
   */
  const recordReveal = (page: Page) =>
    page.addInitScript(() => {
      addEventListener("pagereveal", event => {
        const { viewTransition } = event as Event & { viewTransition: ViewTransition | null }
        const settled = viewTransition
          ? viewTransition.ready
          : new Promise(resolve => requestAnimationFrame(resolve))
        void settled.then(() => {
          const bar = document
            .getAnimations()
            .find(
              animation =>
                (animation.effect as KeyframeEffect).pseudoElement ===
                "::view-transition-group(top-bar)",
            )
          const transforms = (bar?.effect as KeyframeEffect | undefined)
            ?.getKeyframes()
            .map(frame => frame.transform)
          Object.assign(window, {
            revealed: {
              transition: viewTransition !== null,
              animations: document
                .getAnimations()
                .map(animation => (animation.effect as KeyframeEffect).pseudoElement),
              barTransforms: transforms ?? [],
            },
          })
        })
      })
    })

  const revealed = (page: Page) =>
    page.evaluate(() => (window as Window & { revealed?: unknown }).revealed ?? null)

  test("fades the next page in over the last, the top bar staying where it is, on a slow phone network", async ({
    page,
  }) => {
    await recordReveal(page)
    await visit(page, "/")
    // On slow 4G with a slow processor a page arrives in pieces, and its first frame may come
    // before its top bar has been read: the bar must stay in place all the same.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    // Round the top bar, from Home to each page in turn and back Home.
    for (const [label, path] of [...pages.slice(1), pages[0]]) {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: label })
        .click()
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`))
      await expect.poll(() => revealed(page)).not.toBeNull()
      const { transition, animations, barTransforms } = (await revealed(page)) as {
        transition: boolean
        animations: string[]
        barTransforms: string[]
      }
      expect(transition, path).toBe(true)
      expect(animations, path).toEqual(
        expect.arrayContaining([
          "::view-transition-old(root)",
          "::view-transition-new(root)",
          "::view-transition-group(top-bar)",
        ]),
      )
      expect(barTransforms.length, path).toBeGreaterThan(0)
      expect(
        new Set(barTransforms).size,
        `the top bar's place is the same before and after, ${path}`,
      ).toBe(1)
    }
  })

  test.describe(() => {
    test.use({ reducedMotion: "reduce" })

    test("moves nothing for a visitor who asks for reduced motion", async ({ page }) => {
      await recordReveal(page)
      await visit(page, "/")
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Bio" })
        .click()
      await expect(page).toHaveURL(/\/bio$/)
      await expect
        .poll(() => revealed(page))
        .toEqual({
          transition: false,
          animations: [],
          barTransforms: [],
        })
    })
  })
})

test.describe("Back and Forward", () => {
  /**
   * Leaves each page for the next and comes Back: a page the back/forward cache kept comes back
   * as it was left, the mark put on its window included; a page loaded again has none. (The
   * not-found page is not among them: a browser keeps no page answered with an error status.)
   */
  const backFromEachPage = async (page: Page, browserName: string) => {
    const kept: Record<string, boolean> = {}
    for (const [index, from] of routes.entries()) {
      await visit(page, from)
      // Firefox keeps no page that still has a request out (a photo coming in below the fold, say)
      // when the visitor leaves: a visitor's own choice of moment, not the site's.
      if (browserName === "firefox") await page.waitForLoadState("networkidle")
      await page.evaluate(() => {
        ;(window as Window & { leftAt?: string }).leftAt = location.pathname
      })
      await visit(page, routes[(index + 1) % routes.length])
      if (browserName === "webkit") {
        // WebDriver's Back (support/webkit/page.ts), which answers once the page is shown.
        await page.goBack()
      } else {
        // Not Playwright's goBack(): it waits for a load event, which a page from the cache never
        // fires.
        await page.evaluate(() => {
          setTimeout(() => history.back())
        })
      }
      await expect
        .poll(() => page.evaluate(() => location.pathname).catch(() => "(between pages)"))
        .toBe(from)
      kept[from] = await page.evaluate(
        () => (window as Window & { leftAt?: string }).leftAt === location.pathname,
      )
    }
    return kept
  }

  const everyPage = Object.fromEntries(routes.map(route => [route, true]))

  test(
    "bring every page back from the browser's cache",
    { tag: [ANY_WIDTH, ENGINES] },
    async ({ page, browserName }) => {
      if (browserName !== "chromium") {
        expect(await backFromEachPage(page, browserName)).toEqual(everyPage)
        return
      }
      // Playwright starts Chromium without its back/forward cache, and Chromium's headless shell
      // has none (its embedder turns it off): Debian's full Chromium, with the cache.
      const executablePath = fullChromiumPath()
      test.skip(
        !executablePath,
        "the back/forward cache needs the full Chromium (Debian: chromium)",
      )
      const browser = await chromium.launch({
        executablePath,
        args: chromiumArgs(),
        ignoreDefaultArgs: ["--disable-back-forward-cache"],
      })
      try {
        const own = await browser.newPage({ baseURL: test.info().project.use.baseURL })
        // Chromium says why it did not keep a page.
        const session = await own.context().newCDPSession(own)
        const reasons: unknown[] = []
        session.on("Page.backForwardCacheNotUsed", ({ notRestoredExplanations }) =>
          reasons.push(notRestoredExplanations),
        )
        await session.send("Page.enable")
        expect({ kept: await backFromEachPage(own, browserName), reasons }).toEqual({
          kept: everyPage,
          reasons: [],
        })
      } finally {
        await browser.close()
      }
    },
  )
})
