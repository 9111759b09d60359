import { once } from "node:events"
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from "node:http"
import type { AddressInfo } from "node:net"
import type { Reporter } from "gatsby"
import type { Compiler } from "webpack"

/** Gatsby's documented refresh endpoint (ENABLE_GATSBY_REFRESH_ENDPOINT, GATSBY_REFRESH_TOKEN). */
const REFRESH = "/__refresh"

/** The not-found page, whose data develop writes with its start's: its answer tells that is done. */
const NOT_FOUND = "/404.html"

/** A page's data, at the address the browser asks develop for it. */
const PAGE_DATA = /^\/page-data\/.+\/page-data\.json$/

/** The address of the data of the page at `pathname`, as Gatsby's browser runtime makes it. */
const pageDataAddress = (pathname: string) =>
  `/page-data/${pathname === "/" ? "index" : pathname.replace(/^\/|\/$/g, "")}/page-data.json`

/**
 * How long a page waits at most for develop to make the pages again from a change: as long as
 * develop waits for a page's data before it answers with what it has.
 */
const HOLD_LIMIT_MS = 15_000

/**
 * In `gatsby develop`, asks Gatsby to source the content again when it changes, as its documented
 * `POST /__refresh` does: develop then sources, makes the schema and the pages, and runs the
 * queries in turn. No API tells a plugin the develop server's address, so the request goes to the
 * develop server's own Express app (the one `onCreateDevServer` hands over, where Gatsby answers
 * the endpoint), served on a loopback port of its own that takes its own requests alone.
 *
 * Gatsby takes a refresh in any state, and one that came while its first bundle was being built
 * would start its server a second time. A change before then waits for the end of the first
 * bundle, which this webpack plugin of the "develop" stage sees (`afterDone`, once Gatsby's own
 * `done` has ended the start), and then for develop to have written the pages' data of its start,
 * which the end of the bundle sets off: Gatsby writes pages' data one batch at a time and drops a
 * batch asked for while another is being written (`flush` in its `utils/page-data.js`), so a
 * refresh whose queries ended before the start's batch did kept its data from the pages until the
 * next change. Develop answers a page's data once it is written, as it does the browser's, and the
 * not-found page's is written in that batch, so its answer tells the batch is done.
 *
 * A page opened while a change is being sourced waits for develop to have made the pages again
 * from it and written its data. Served at once, a page opened as develop starts got the data
 * develop started with, and connected to develop only after the refresh had told the open pages
 * what went stale: it kept the old content until reloaded. When develop makes the pages again
 * after the refresh has sourced the content (`createPages`, which Gatsby documents as called again
 * as its data changes), the plugin asks for each waiting page's data, as the page would, and
 * serves the page once develop answers: asked before develop runs the queries, the page's query
 * runs in the refresh's round, not in a round of its own whose batch Gatsby could drop. A page
 * is served at once when the refresh is refused, and after HOLD_LIMIT_MS at most.
 */
export class DevelopRefresh {
  /** Develop's start: its first bundle ended and the pages' data it starts with written. */
  private start: Promise<void> | undefined
  private started = false
  private waiting = false
  private endpoint: Promise<{ origin: string; reporter: Reporter }> | undefined
  /** Whether develop has begun to source the content since the last refresh was sent. */
  private sourcing = false
  /**
   * A change not yet in the pages: pages asked for meanwhile wait for `madeAgain`, true if develop
   * has made the pages from it.
   */
  private pending: { madeAgain: Promise<boolean>; served: (made: boolean) => void } | undefined
  /** Set from a refresh sent until its pages are served: serves them after HOLD_LIMIT_MS. */
  private limit: NodeJS.Timeout | undefined

  /**
   * The develop server's app, for the refresh and pages' data. The endpoint is on where develop
   * is started with ENABLE_GATSBY_REFRESH_ENDPOINT set, as `npm run develop` starts it
   * (scripts/gatsby.mjs); with GATSBY_REFRESH_TOKEN, the refresh carries the token.
   */
  serve(app: RequestListener, reporter: Reporter) {
    const server = createServer((request, response) => {
      // One request to a connection: none is left open to keep develop running.
      response.setHeader("connection", "close")
      const { method, url } = request
      if ((method === "POST" && url === REFRESH) || (method === "GET" && PAGE_DATA.test(url ?? "")))
        app(request, response)
      else response.writeHead(404).end()
    })
    server.listen(0, "127.0.0.1").unref()
    this.endpoint = once(server, "listening").then(() => ({
      origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      reporter,
    }))
    return this.endpoint
  }

  /** The content changed: refreshed now, or once develop has started. */
  changed = () => {
    if (!this.pending) {
      let served: (made: boolean) => void = () => {}
      const madeAgain = new Promise<boolean>(resolve => (served = resolve))
      this.pending = { madeAgain, served }
    }
    if (this.started) void this.refresh()
    else this.waiting = true
  }

  /**
   * Express middleware, after the editor's routes: a page of the site asked for while a change is
   * on its way into the pages waits for them to be made again and for its data.
   */
  holdPages = (request: IncomingMessage, _response: ServerResponse, next: () => void) => {
    const page = request.method === "GET" && request.headers.accept?.includes("text/html")
    if (!this.pending || !page) return next()
    void this.pending.madeAgain
      .then(made => (made ? this.pageData(request.url ?? "/") : undefined))
      .then(next)
  }

  /** Develop has begun to source the content (`sourceNodes`). */
  sources = () => {
    this.sourcing = true
  }

  /** Develop has made the pages (`createPages`): from the last change, once sourced after it. */
  pagesMade = () => {
    if (this.sourcing && this.limit) this.servePages(true)
  }

  private servePages(made = false) {
    clearTimeout(this.limit)
    this.limit = undefined
    this.pending?.served(made)
    this.pending = undefined
  }

  /**
   * Resolves once develop has answered for the data of the page at `url`, whatever it is: develop
   * answers once the page's data is written, or after 15 s with what it has.
   */
  private async pageData(url: string) {
    if (!this.endpoint) return
    const { origin } = await this.endpoint
    await fetch(origin + pageDataAddress(new URL(url, origin).pathname))
      .then(response => response.arrayBuffer())
      .catch(() => undefined)
  }

  apply(compiler: Compiler) {
    compiler.hooks.afterDone.tap("DevelopRefresh", () => {
      this.start ??= this.pageData(NOT_FOUND).then(() => {
        this.started = true
        if (this.waiting) void this.refresh()
        this.waiting = false
      })
    })
  }

  private async refresh() {
    if (!this.endpoint) return this.servePages()
    clearTimeout(this.limit)
    this.limit = setTimeout(() => this.servePages(), HOLD_LIMIT_MS).unref()
    this.sourcing = false
    const { origin, reporter } = await this.endpoint
    const token = process.env.GATSBY_REFRESH_TOKEN
    try {
      const response = await fetch(origin + REFRESH, {
        method: "POST",
        headers: token ? { authorization: token } : {},
      })
      if (!response.ok) {
        this.servePages()
        const { error } = (await response.json()) as { error?: string }
        reporter.warn(
          `The change to the content is not shown: Gatsby's refresh endpoint answered ${response.status} (${error}). Restart develop to see it.`,
        )
      }
    } catch (error) {
      this.servePages()
      reporter.warn(
        `The change to the content is not shown: the refresh did not reach Gatsby (${String(error)}). Restart develop to see it.`,
      )
    }
  }
}
