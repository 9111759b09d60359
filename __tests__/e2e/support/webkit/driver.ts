/**
 * WebKit for the browser suite: Playwright's WebKit is a download from Playwright's servers, so
 * the suite drives Debian's WebKitGTK (MiniBrowser) through its WebDriver instead. This file is
 * the handful of WebDriver's HTTP endpoints the adapter needs; page.ts, expect.ts and in-page.ts
 * give the specs the part of Playwright's Page, Locator and expect they use, so that one spec runs
 * in all three engines. A WebDriver client such as WebdriverIO (`webdriver`: 108 packages, 34 MB)
 * would replace this file's requests, about 60 lines, and none of the Playwright-like layer, which
 * is most of the adapter.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { createServer } from "node:net"

/** What starting WebKit needs: Debian's webkit2gtk-driver and xvfb (support/browsers.ts finds them). */
export type WebKitPaths = { driver: string; miniBrowser: string; xvfb: string }

/** A W3C WebDriver answer's value, or the error it names. */
type Answer = { value: unknown }

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })

/** Xvfb picks a free display itself and writes its number to file descriptor 3. */
const startDisplay = (xvfb: string) =>
  new Promise<{ process: ChildProcess; display: string }>((resolve, reject) => {
    const child = spawn(
      xvfb,
      ["-displayfd", "3", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"],
      { stdio: ["ignore", "ignore", "pipe", "pipe"] },
    )
    let output = ""
    let errors = ""
    child.stderr?.on("data", chunk => (errors += chunk))
    child.stdio[3]?.on("data", chunk => {
      output += chunk
      if (output.includes("\n")) resolve({ process: child, display: `:${output.trim()}` })
    })
    child.on("error", reject)
    child.on("exit", code =>
      reject(new Error(`Xvfb stopped (${code}) before it was ready: ${errors}`)),
    )
  })

/**
 * One WebKitWebDriver on its own Xvfb display, for one test worker, and the MiniBrowser sessions
 * it starts: WebKitGTK's WebDriver speaks the classic protocol only (not BiDi), so this is the
 * handful of its HTTP endpoints the adapter uses. A session is kept while the tests ask for the
 * same browser options, and started anew when they change.
 */
export class WebKitDriver {
  private session: Session | undefined
  private sessionKey = ""

  private constructor(
    private readonly paths: WebKitPaths,
    private readonly display: { process: ChildProcess; name: string },
    private driver: { process: ChildProcess; port: number },
  ) {}

  static async start(paths: WebKitPaths) {
    const { process: display, display: name } = await startDisplay(paths.xvfb)
    try {
      return new WebKitDriver(paths, { process: display, name }, await startDriver(paths, name))
    } catch (error) {
      display.kill()
      throw error
    }
  }

  /**
   * A MiniBrowser session started with these options (MiniBrowser --help-all lists them). Where
   * the driver does not answer in time, closing the last session or starting this one, it is
   * stopped with its browser and started again, once.
   */
  async sessionWith(args: string[]) {
    const key = args.join(" ")
    if (this.session && this.sessionKey === key) return this.session
    const last = this.session
    this.session = undefined
    try {
      await last?.close()
      this.session = await this.newSession(args)
    } catch (error) {
      if (!(error instanceof WebDriverError && error.code === TIMEOUT)) throw error
      stopDriver(this.driver.process)
      this.driver = await startDriver(this.paths, this.display.name)
      this.session = await this.newSession(args)
    }
    this.sessionKey = key
    return this.session
  }

  private async newSession(args: string[]) {
    const answer = await send(`http://127.0.0.1:${this.driver.port}/session`, "POST", {
      capabilities: {
        alwaysMatch: {
          "webkitgtk:browserOptions": {
            binary: this.paths.miniBrowser,
            // --full-screen drops MiniBrowser's toolbar, and with it the toolbar's 447 px
            // minimum width: no window manager runs on the display, so the window keeps the size
            // the session sets and the page's viewport is exactly that size (from 334 px wide).
            args: ["--automation", "--full-screen", ...args],
          },
          timeouts: { script: 30_000, pageLoad: 30_000, implicit: 0 },
        },
      },
    })
    const { sessionId } = answer as { sessionId: string }
    return new Session(`http://127.0.0.1:${this.driver.port}/session/${sessionId}`)
  }

  async stop() {
    await this.session?.close().catch(() => undefined)
    stopDriver(this.driver.process)
    this.display.process.kill()
  }
}

/**
 * WebKitWebDriver on a free port of the display, in a process group of its own with the
 * MiniBrowser it starts, so that stopping it stops its browser too.
 */
const startDriver = async (paths: WebKitPaths, display: string) => {
  const port = await freePort()
  const driver = spawn(paths.driver, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: "ignore",
    detached: true,
  })
  const deadline = Date.now() + 20_000
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then(response => response.json() as Promise<{ value: { ready: boolean } }>)
      .then(({ value }) => value.ready)
      .catch(() => false)
    if (ready) return { process: driver, port }
    if (Date.now() > deadline || driver.exitCode !== null) {
      stopDriver(driver)
      throw new Error(`${paths.driver} did not answer on port ${port} within 20 s.`)
    }
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

const stopDriver = (driver: ChildProcess) => {
  try {
    if (driver.pid !== undefined) process.kill(-driver.pid, "SIGKILL")
  } catch {
    // Already gone.
  }
}

/**
 * The longest any command waits for its answer: past WebKit's own page-load and script limits
 * (30 s, set with each session), a driver that has not answered has stopped answering.
 */
const ANSWER_WITHIN = 45_000
const TIMEOUT = "no answer"

const send = async (url: string, method: string, body?: unknown) => {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(ANSWER_WITHIN),
  }).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === "TimeoutError")) throw error
    throw new WebDriverError(TIMEOUT, `${method} ${url} within ${ANSWER_WITHIN / 1000} s`)
  })
  const { value } = (await response.json()) as Answer
  const error = value as { error?: string; message?: string } | null
  if (error && typeof error === "object" && "error" in error) {
    throw new WebDriverError(error.error ?? "unknown error", error.message ?? "")
  }
  return value
}

export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`WebKitWebDriver: ${code}: ${message}`)
  }
}

/** A web element as WebDriver sends it. */
export type ElementReference = Record<string, string>

/** One MiniBrowser window, driven through its session's endpoints. */
export class Session {
  constructor(private readonly url: string) {}

  command = (method: "GET" | "POST" | "DELETE", path: string, body?: unknown) =>
    send(`${this.url}${path}`, method, method === "POST" ? (body ?? {}) : undefined)

  /** Runs a script's body in the page; `arguments` holds `args`. */
  execute = (script: string, args: unknown[] = []) =>
    this.command("POST", "/execute/sync", { script, args })

  /** Runs a script's body that ends by calling its last argument with the result. */
  executeAsync = (script: string, args: unknown[] = []) =>
    this.command("POST", "/execute/async", { script, args })

  actions = (actions: unknown[]) => this.command("POST", "/actions", { actions })

  close = () => this.command("DELETE", "").then(() => undefined)
}
