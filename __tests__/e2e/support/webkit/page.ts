import path from "node:path"
import { buildSync } from "esbuild"
import { WebDriverError, type ElementReference, type Session } from "./driver"
import type { Expectation, Received, Step, Text } from "./in-page"

/**
 * The part of Playwright's Page and Locator that the specs run in WebKit use, over WebKitGTK's
 * WebDriver (classic: no BiDi). Elements are found in the page by in-page.ts, with Playwright's
 * rules; clicks, keys, the pointer, the wheel and touches are WebDriver actions, so the engine
 * takes them as it takes a person's. What the classic protocol cannot do (watch the console and
 * the network, hold requests back, run a script before the page's own, emulate a media feature)
 * is not here: a test that needs it is skipped in WebKit, saying which.
 */

const MISSING = "in-page helpers missing"

/** in-page.ts as one script, bundled once per worker. */
let inPageScript: string | undefined
const inPage = () =>
  (inPageScript ??= buildSync({
    entryPoints: [path.join(__dirname, "in-page.ts")],
    bundle: true,
    format: "iife",
    write: false,
    platform: "browser",
    target: "safari16",
    logLevel: "error",
  }).outputFiles[0].text)

const textOf = (text: string | RegExp): Text =>
  typeof text === "string" ? text : { source: text.source, flags: text.flags }

/** WebDriver's codes for the keys the specs press (W3C WebDriver, "Keyboard actions"). */
const KEYS: Record<string, string> = {
  Tab: "\uE004",
  Enter: "\uE007",
  Shift: "\uE008",
  Control: "\uE009",
  Alt: "\uE00A",
  Escape: "\uE00C",
  PageUp: "\uE00E",
  PageDown: "\uE00F",
  End: "\uE010",
  Home: "\uE011",
  ArrowLeft: "\uE012",
  ArrowUp: "\uE013",
  ArrowRight: "\uE014",
  ArrowDown: "\uE015",
  Space: " ",
}

const keyCode = (key: string) => {
  const code = KEYS[key] ?? (key.length === 1 ? key : undefined)
  if (!code) throw new Error(`The WebKit adapter knows no key "${key}": add it to KEYS.`)
  return code
}

type Box = { x: number; y: number; width: number; height: number }
type Serializable = unknown

export class WebKitPage {
  private pointer = { x: 0, y: 0 }

  constructor(
    readonly session: Session,
    private readonly baseURL: string,
    private readonly viewport: { width: number; height: number },
  ) {}

  /** Runs `body` where in-page.ts is loaded, loading it first into a new document. */
  async inPage<T>(body: string, args: unknown[] = []): Promise<T> {
    const script = `if (!window.__e2e) return ${JSON.stringify(MISSING)}; ${body}`
    const first = await this.session.execute(script, args)
    if (first !== MISSING) return first as T
    await this.session.execute(inPage())
    return (await this.session.execute(script, args)) as T
  }

  /** As inPage, for a script that ends by calling `done` with its answer. */
  async inPageAsync<T>(body: string, args: unknown[] = []): Promise<T> {
    const script = `const done = arguments[arguments.length - 1];
      if (!window.__e2e) return done(${JSON.stringify(MISSING)}); ${body}`
    const first = await this.session.executeAsync(script, args)
    if (first !== MISSING) return first as T
    await this.session.execute(inPage())
    return (await this.session.executeAsync(script, args)) as T
  }

  /**
   * Opens a page and waits for its load event. WebDriver does not tell what the server answered,
   * so the response returned is a second request for the same address, made from Node to the same
   * server: its status and headers are the server's, not as the browser received them.
   */
  async goto(address: string) {
    const url = this.resolve(address)
    await this.session.command("POST", "/url", { url })
    if (!url.startsWith("http")) return undefined
    for (const script of this.afterGoto) await this.session.execute(script)
    const response = await fetch(url, { redirect: "manual" })
    const headers = Object.fromEntries(response.headers)
    return { status: () => response.status, headers: () => headers, url: () => url }
  }

  private readonly afterGoto: string[] = []

  /**
   * Back in the session's history, as the browser's Back button: WebDriver's Back answers once the
   * page is shown, from the page cache or loaded again. (Going back from inside the page instead
   * left the session without its frame when a script ran as the page was left.)
   */
  async goBack() {
    await this.session.command("POST", "/back", {})
  }

  /**
   * Runs a function in each page `goto` opens, once it has loaded: WebDriver classic cannot run a
   * script before the page's own, as Playwright's addInitScript does.
   */
  afterEachGoto(fn: () => void) {
    this.afterGoto.push(`(${fn.toString()})()`)
  }

  resolve = (address: string) => new URL(address, this.baseURL).href

  async currentURL() {
    return (await this.session.command("GET", "/url")) as string
  }

  url(): string {
    throw new Error("In WebKit, page.url() cannot answer at once: use expect(page).toHaveURL().")
  }

  viewportSize() {
    return this.viewport
  }

  /** Runs a function in the page, with one argument, and returns its (awaited) result. */
  evaluate<R>(fn: (arg: never) => R, arg?: Serializable): Promise<Awaited<R>> {
    return this.run(`(${fn.toString()})(arg)`, undefined, arg) as Promise<Awaited<R>>
  }

  /** The body of an async script: `target` is what `steps` find (one element or all). */
  async run(expression: string, target: { steps: Step[]; all: boolean } | undefined, arg: unknown) {
    const resolve = target
      ? `const found = window.__e2e.resolve(${JSON.stringify(target.steps)});
         if (!${target.all} && found.length !== 1) throw new Error("expected one element, found " + found.length);
         const element = found[0], elements = found;`
      : ""
    const body = `const [arg, done] = arguments;
      Promise.resolve().then(() => { ${resolve} return ${expression} }).then(
        value => done({ returned: value === undefined ? null : value }),
        error => done({ thrown: String(error) + (error && error.stack ? " at " + error.stack : "") }),
      );`
    const script = target
      ? `if (!window.__e2e) { arguments[1](${JSON.stringify(MISSING)}); return } ${body}`
      : body
    let answer = await this.session.executeAsync(script, [arg ?? null])
    if (answer === MISSING) {
      await this.session.execute(inPage())
      answer = await this.session.executeAsync(script, [arg ?? null])
    }
    const { returned, thrown } = answer as { returned?: unknown; thrown?: string }
    if (thrown) throw new Error(`In the page: ${thrown}`)
    return returned
  }

  /**
   * Runs a function in the first frame that `css` finds and returns its result: WebDriver's Switch
   * To Frame, then back to the page (a sandboxed frame's document is out of the page's reach).
   */
  async evaluateInFrame<R>(css: string, fn: () => R): Promise<Awaited<R>> {
    const frame = await this.session.execute("return document.querySelector(arguments[0])", [css])
    if (!frame) throw new Error(`No frame matches ${css}`)
    await this.session.command("POST", "/frame", { id: frame })
    try {
      return (await this.run(`(${fn.toString()})()`, undefined, null)) as Awaited<R>
    } finally {
      await this.session.command("POST", "/frame/parent")
    }
  }

  /**
   * The addresses of the other windows the page has opened (a link's new tab, a popup), this one
   * staying current, and with `close`, each closed once read: WebDriver's window handles, which
   * Playwright gives as its context's pages.
   */
  async otherWindows({ close = false } = {}) {
    const current = (await this.session.command("GET", "/window")) as string
    const handles = (await this.session.command("GET", "/window/handles")) as string[]
    const addresses: string[] = []
    try {
      for (const handle of handles.filter(other => other !== current)) {
        await this.session.command("POST", "/window", { handle })
        addresses.push(await this.currentURL())
        if (close) await this.session.command("DELETE", "/window")
      }
    } finally {
      await this.session.command("POST", "/window", { handle: current })
    }
    return addresses
  }

  locator = (css: string) => new WebKitLocator(this, [{ css }])
  getByRole = (role: string, options: RoleOptions = {}) =>
    new WebKitLocator(this, [roleStep(role, options)])
  getByText = (text: string | RegExp, options: { exact?: boolean } = {}) =>
    new WebKitLocator(this, [{ text: textOf(text), exact: options.exact }])

  waitForTimeout = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

  /**
   * "load": the document has loaded. "networkidle", as Playwright means it: besides, nothing new
   * loaded for 500 ms (read in the page, from its Resource Timing entries). A lazy image not yet
   * in view is not loading, in any engine.
   */
  async waitForLoadState(state: "load" | "domcontentloaded" | "networkidle" = "load") {
    let last = -1
    let since = Date.now()
    for (;;) {
      const [readyState, loaded] = await this.evaluate(
        () => [document.readyState, performance.getEntriesByType("resource").length] as const,
      )
      if (readyState === "complete") {
        if (state !== "networkidle") return
        if (loaded !== last) {
          last = loaded
          since = Date.now()
        } else if (Date.now() - since >= 500) return
      }
      await this.waitForTimeout(100)
    }
  }

  /**
   * A picture of the page. WebDriver's shows the viewport only, so a full page is put together from
   * the viewport's pictures while the page scrolls: each one after the first leaves out the strip
   * the fixed top bar covers, and the bar shows once, at the top, as in Chromium's full-page
   * pictures. The page's own layout stays that of its viewport.
   */
  async screenshot({ path: file, fullPage = false }: { path: string; fullPage?: boolean }) {
    const shot = async () =>
      Buffer.from((await this.session.command("GET", "/screenshot")) as string, "base64")
    const sharp = (await import("sharp")).default
    if (!fullPage) return sharp(await shot()).toFile(file)
    const { height, viewport, bar } = await this.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
      // The fixed bars at the top of the page, which every picture would show again.
      bar: Math.max(
        0,
        ...[...document.querySelectorAll("body *")]
          .filter(element => getComputedStyle(element).position === "fixed")
          .map(element => element.getBoundingClientRect())
          .filter(box => box.top <= 0 && box.height < window.innerHeight / 2)
          .map(box => Math.ceil(box.bottom)),
      ),
    }))
    const tiles: Array<{ input: Buffer; top: number }> = []
    let covered = 0
    let previous: Buffer | undefined
    while (covered < height) {
      const scrolled = await this.evaluate(
        async (top: number) => {
          window.scrollTo({ top, behavior: "instant" })
          await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          return Math.round(window.scrollY)
        },
        Math.max(0, covered - bar),
      )
      // On a busy machine WebKitGTK can answer with the frame from before the scroll: the same
      // picture again. Such a picture is taken again once the page has drawn more frames.
      let image = await shot()
      for (let attempt = 0; previous?.equals(image) && attempt < 10; attempt++) {
        await this.evaluate(
          () => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        )
        image = await shot()
      }
      previous = image
      // From where this picture starts to show what the ones before did not.
      const skip = covered - scrolled
      const rows = Math.min(viewport - skip, height - covered)
      if (rows <= 0) break
      const { width = this.viewport.width } = await sharp(image).metadata()
      const input = await sharp(image)
        .extract({ left: 0, top: skip, width, height: rows })
        .toBuffer()
      tiles.push({ input, top: covered })
      covered += rows
    }
    await this.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    const background = { r: 255, g: 255, b: 255, alpha: 1 }
    const canvas = { width: this.viewport.width, height: covered, channels: 4 as const, background }
    return sharp({ create: canvas })
      .composite(tiles.map(({ input, top }) => ({ input, top, left: 0 })))
      .png()
      .toFile(file)
  }

  readonly keyboard = {
    /** A key or a chord such as "Shift+Tab": modifiers held down around the key. */
    press: async (keys: string) => {
      const parts = keys.split("+").map(keyCode)
      const down = parts.map(value => ({ type: "keyDown", value }))
      const up = parts.reverse().map(value => ({ type: "keyUp", value }))
      await this.session.actions([{ type: "key", id: "keyboard", actions: [...down, ...up] }])
    },
  }

  readonly mouse = {
    move: async (x: number, y: number) => {
      this.pointer = { x: Math.round(x), y: Math.round(y) }
      await this.session.actions([mouseMove(this.pointer.x, this.pointer.y)])
    },
    wheel: async (deltaX: number, deltaY: number) => {
      const { x, y } = this.pointer
      const scroll = { type: "scroll", x, y, deltaX, deltaY, origin: "viewport" }
      await this.session.actions([{ type: "wheel", id: "wheel", actions: [scroll] }])
    },
  }

  readonly touchscreen = {
    tap: (x: number, y: number) => this.session.actions([touchTap(Math.round(x), Math.round(y))]),
  }
}

const mouseMove = (x: number, y: number, origin: unknown = "viewport") => ({
  type: "pointer",
  id: "mouse",
  parameters: { pointerType: "mouse" },
  actions: [{ type: "pointerMove", x, y, origin, duration: 0 }],
})

const touchTap = (x: number, y: number, origin: unknown = "viewport") => ({
  type: "pointer",
  id: "finger",
  parameters: { pointerType: "touch" },
  actions: [
    { type: "pointerMove", x, y, origin, duration: 0 },
    { type: "pointerDown", button: 0 },
    { type: "pointerUp", button: 0 },
  ],
})

type RoleOptions = { name?: string | RegExp; exact?: boolean; level?: number }

const roleStep = (role: string, { name, exact, level }: RoleOptions): Step => ({
  role,
  name: name === undefined ? undefined : textOf(name),
  exact,
  level,
})

/** How long an action waits for its element to be there, alone and visible. */
const ACTION_TIMEOUT = 15_000
/** WebDriver's answers while an element is still moving or covered: the action is tried again. */
const RETRIED = new Set([
  "element click intercepted",
  "element not interactable",
  "stale element reference",
  "move target out of bounds",
])

export class WebKitLocator {
  constructor(
    readonly page: WebKitPage,
    readonly steps: Step[],
  ) {}

  private and = (step: Step) => new WebKitLocator(this.page, [...this.steps, step])

  locator = (css: string) => this.and({ css })
  getByRole = (role: string, options: RoleOptions = {}) => this.and(roleStep(role, options))
  getByText = (text: string | RegExp, options: { exact?: boolean } = {}) =>
    this.and({ text: textOf(text), exact: options.exact })
  filter = ({ hasText }: { hasText: string | RegExp }) => this.and({ hasText: textOf(hasText) })
  nth = (index: number) => this.and({ nth: index })
  first = () => this.nth(0)
  last = () => this.nth(-1)

  /** What a matcher reads, once (support/webkit/expect.ts polls it). */
  read = (wanted: Expectation) =>
    this.page.inPage<Received>("return window.__e2e.expectation(arguments[0], arguments[1])", [
      this.steps,
      wanted,
    ])

  count = async () => (await this.read({ kind: "count" })).received as number

  async all() {
    const count = await this.count()
    return Array.from({ length: count }, (_, index) => this.nth(index))
  }

  evaluate<R>(fn: (element: never, arg: never) => R, arg?: Serializable) {
    return this.page.run(
      `(${fn.toString()})(element, arg)`,
      { steps: this.steps, all: false },
      arg,
    ) as Promise<Awaited<R>>
  }

  evaluateAll<R>(fn: (elements: never, arg: never) => R, arg?: Serializable) {
    return this.page.run(
      `(${fn.toString()})(elements, arg)`,
      { steps: this.steps, all: true },
      arg,
    ) as Promise<Awaited<R>>
  }

  /**
   * Waits, as Playwright's actions do, until the locator finds one element that can take the
   * action (in-page.ts, `actionable`), then does it; tried again while WebDriver says the element
   * is covered or out of reach.
   */
  private async act(
    what: "click" | "hover" | "tap" | "focus",
    action: (element: ElementReference) => Promise<unknown>,
  ) {
    const deadline = Date.now() + ACTION_TIMEOUT
    let last: string
    for (;;) {
      const found = await this.page.inPageAsync<ElementReference | string>(
        "window.__e2e.actionable(arguments[0], arguments[1], done)",
        [this.steps, what !== "focus"],
      )
      if (typeof found === "string" && found.startsWith("strict")) {
        throw new Error(`${what}: ${found} for ${JSON.stringify(this.steps)}`)
      }
      if (typeof found !== "string") {
        try {
          return await action(found)
        } catch (error) {
          if (!(error instanceof WebDriverError && RETRIED.has(error.code))) throw error
          last = error.message
        }
      } else last = found
      if (Date.now() > deadline) {
        throw new Error(
          `${what}: ${last} after ${ACTION_TIMEOUT} ms, ${JSON.stringify(this.steps)}`,
        )
      }
      await this.page.waitForTimeout(100)
    }
  }

  private elementId = (element: ElementReference) => Object.values(element)[0]

  click = () =>
    this.act("click", element =>
      this.page.session.command("POST", `/element/${this.elementId(element)}/click`),
    )

  /** Types `text` into the field in place of what it held (WebDriver's Element Clear and Send Keys). */
  fill = (text: string) =>
    this.act("click", async element => {
      await this.page.session.command("POST", `/element/${this.elementId(element)}/clear`)
      await this.page.session.command("POST", `/element/${this.elementId(element)}/value`, { text })
    })

  /**
   * Hands a file input the file at `file`, as a file chooser would: WebDriver's Element Send Keys
   * with the file's path, which takes a hidden input too.
   */
  setInputFiles = async (file: string) => {
    const element = await this.page.inPage<ElementReference>(
      `const found = window.__e2e.resolve(arguments[0]);
       if (found.length !== 1) throw new Error("expected one file input, found " + found.length);
       return found[0]`,
      [this.steps],
    )
    await this.page.session.command("POST", `/element/${this.elementId(element)}/value`, {
      text: file,
    })
  }

  hover = () =>
    this.act("hover", async element => {
      await this.scrollIntoViewIfNeeded()
      await this.page.session.actions([mouseMove(0, 0, element)])
    })

  tap = () =>
    this.act("tap", async element => {
      await this.scrollIntoViewIfNeeded()
      await this.page.session.actions([touchTap(0, 0, element)])
    })

  focus = () => this.act("focus", () => this.evaluate((element: HTMLElement) => element.focus()))

  async press(key: string) {
    await this.focus()
    await this.page.keyboard.press(key)
  }

  scrollIntoViewIfNeeded = () =>
    this.evaluate((element: Element) => {
      const box = element.getBoundingClientRect()
      const inView =
        box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
      if (!inView)
        element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" })
    })

  boundingBox = () =>
    this.evaluate((element: Element): Box | null => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return width === 0 && height === 0 ? null : { x, y, width, height }
    })

  getAttribute = (name: string) =>
    this.evaluate((element: Element, attribute: string) => element.getAttribute(attribute), name)

  innerHTML = () => this.evaluate((element: Element) => element.innerHTML)
}
