import { once } from "node:events"
import { createServer, type RequestListener } from "node:http"
import type { AddressInfo } from "node:net"
import type { Reporter } from "gatsby"
import type { Compiler } from "webpack"

/** Gatsby's documented refresh endpoint (ENABLE_GATSBY_REFRESH_ENDPOINT, GATSBY_REFRESH_TOKEN). */
const REFRESH = "/__refresh"

/** A page's data, at the address the browser asks develop for it ("/" is "index"). */
const pageDataUrl = (pagePath: string) =>
  `/page-data/${pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "")}/page-data.json`

/**
 * In `gatsby develop`, asks Gatsby to source the content again when it changes, as its documented
 * `POST /__refresh` does: develop then sources, makes the schema and the pages, and runs the
 * queries in turn. No API tells a plugin the develop server's address, so the request goes to the
 * develop server's own Express app (the one `onCreateDevServer` hands over, where Gatsby answers
 * the endpoint), served on a loopback port of its own that takes its own requests alone: the
 * refresh, and the pages' data it asks for after (`askForPages`).
 *
 * Gatsby takes a refresh in any state, and one that came while its first bundle was being built
 * would start its server a second time. A change before then waits for the end of the first
 * bundle, which this webpack plugin of the "develop" stage sees: its `afterDone` comes once
 * Gatsby's own `done` has ended the start (the rest of it, on the next turn of the event loop).
 */
export class DevelopRefresh {
  private started = false
  private waiting = false
  private endpoint: Promise<{ origin: string; reporter: Reporter }> | undefined
  /** The pages' data asked for and not yet handed to develop's app, by address. */
  private asked = new Map<string, () => void>()

  /**
   * The develop server's app, for the refresh and the pages' data. The endpoint is turned on
   * unless the environment says otherwise; with GATSBY_REFRESH_TOKEN, the request carries the
   * token.
   */
  serve(app: RequestListener, reporter: Reporter) {
    process.env.ENABLE_GATSBY_REFRESH_ENDPOINT ??= "true"
    const server = createServer((request, response) => {
      // One request to a connection: none is left open to keep develop running.
      response.setHeader("connection", "close")
      const { method, url = "" } = request
      if (method === "POST" && url === REFRESH) app(request, response)
      else if (method === "GET" && this.asked.has(url)) {
        app(request, response)
        this.asked.get(url)!()
      } else response.writeHead(404).end()
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
      if (this.started) return
      setImmediate(() => {
        this.started = true
        if (this.waiting) void this.refresh()
        this.waiting = false
      })
    })
  }

  /**
   * Asks develop for every page's data, as a browser does when it opens a page, once a refresh has
   * sourced the content: each page whose data the change touched is then run in the refresh's own
   * round of queries, and written out with it. Develop runs at first only the queries of the pages
   * open in a browser; a page asked for while that round runs gets a round of its own, whose data
   * Gatsby does not write when the first round's is still being written (`flush` in its
   * `utils/page-data.js` drops it), so that page kept the content as it was until the next change.
   * Resolves once develop's app has every request; the answers (the data) are not waited for.
   */
  async askForPages(pagePaths: string[]) {
    if (!this.endpoint) return
    const { origin } = await this.endpoint
    await Promise.all(
      [...new Set(pagePaths.map(pageDataUrl))].map(
        url =>
          new Promise<void>(handed => {
            this.asked.set(url, handed)
            fetch(origin + url)
              .then(response => response.body?.cancel())
              .catch(() => handed())
          }),
      ),
    )
    this.asked.clear()
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
