import { once } from "node:events"
import { createServer, type RequestListener } from "node:http"
import type { AddressInfo } from "node:net"
import type { Reporter } from "gatsby"
import type { Compiler } from "webpack"

/** Gatsby's documented refresh endpoint (ENABLE_GATSBY_REFRESH_ENDPOINT, GATSBY_REFRESH_TOKEN). */
const REFRESH = "/__refresh"

/**
 * The not-found page's data, at the address the browser asks develop for it. Develop runs its query
 * at the start whatever page is open, and writes it out with the first pages' data it writes.
 */
const NOT_FOUND_DATA = "/page-data/404.html/page-data.json"

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
 */
export class DevelopRefresh {
  /** Develop's start: its first bundle ended and the pages' data it starts with written. */
  private start: Promise<void> | undefined
  private started = false
  private waiting = false
  private endpoint: Promise<{ origin: string; reporter: Reporter }> | undefined

  /**
   * The develop server's app, for the refresh and, at the start, the not-found page's data. The
   * endpoint is turned on unless the environment says otherwise; with GATSBY_REFRESH_TOKEN, the
   * refresh carries the token.
   */
  serve(app: RequestListener, reporter: Reporter) {
    process.env.ENABLE_GATSBY_REFRESH_ENDPOINT ??= "true"
    const server = createServer((request, response) => {
      // One request to a connection: none is left open to keep develop running.
      response.setHeader("connection", "close")
      const { method, url } = request
      if ((method === "POST" && url === REFRESH) || (method === "GET" && url === NOT_FOUND_DATA))
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
    if (this.started) void this.refresh()
    else this.waiting = true
  }

  apply(compiler: Compiler) {
    compiler.hooks.afterDone.tap("DevelopRefresh", () => {
      this.start ??= this.startWritten().then(() => {
        this.started = true
        if (this.waiting) void this.refresh()
        this.waiting = false
      })
    })
  }

  /**
   * Resolves once develop has written the pages' data of its start: its answer for the not-found
   * page's data, whatever it is. Develop gives up waiting for a page's data after 15 s.
   */
  private async startWritten() {
    if (!this.endpoint) return
    const { origin } = await this.endpoint
    await fetch(origin + NOT_FOUND_DATA)
      .then(response => response.arrayBuffer())
      .catch(() => undefined)
  }

  private async refresh() {
    if (!this.endpoint) return
    const { origin, reporter } = await this.endpoint
    const token = process.env.GATSBY_REFRESH_TOKEN
    try {
      const response = await fetch(origin + REFRESH, {
        method: "POST",
        headers: token ? { authorization: token } : {},
      })
      if (!response.ok) {
        const { error } = (await response.json()) as { error?: string }
        reporter.warn(
          `The change to the content is not shown: Gatsby's refresh endpoint answered ${response.status} (${error}). Restart develop to see it.`,
        )
      }
    } catch (error) {
      reporter.warn(
        `The change to the content is not shown: the refresh did not reach Gatsby (${String(error)}). Restart develop to see it.`,
      )
    }
  }
}
