import { once } from "node:events"
import { createServer, type RequestListener } from "node:http"
import type { AddressInfo } from "node:net"
import type { Reporter } from "gatsby"
import type { Compiler } from "webpack"

/** Gatsby's documented refresh endpoint (ENABLE_GATSBY_REFRESH_ENDPOINT, GATSBY_REFRESH_TOKEN). */
const REFRESH = "/__refresh"

/**
 * In `gatsby develop`, asks Gatsby to source the content again when it changes, as its documented
 * `POST /__refresh` does: develop then sources, makes the schema and the pages, and runs the
 * queries in turn. No API tells a plugin the develop server's address, so the request goes to the
 * develop server's own Express app (the one `onCreateDevServer` hands over, where Gatsby answers
 * the endpoint), served on a loopback port of its own that takes that request alone.
 *
 * Gatsby takes a refresh in any state, and one that came while its first bundle was being built
 * would start its server a second time. A change before then waits for the end of the first
 * bundle, which this webpack plugin of the "develop" stage sees: its `afterDone` comes once
 * Gatsby's own `done` has ended the start (the rest of it, on the next turn of the event loop).
 */
export class DevelopRefresh {
  private started = false
  private waiting = false
  private endpoint: Promise<{ address: string; reporter: Reporter }> | undefined

  /**
   * The develop server's app, for the refresh. The endpoint is turned on unless the environment
   * says otherwise; with GATSBY_REFRESH_TOKEN, the request carries the token.
   */
  serve(app: RequestListener, reporter: Reporter) {
    process.env.ENABLE_GATSBY_REFRESH_ENDPOINT ??= "true"
    const server = createServer((request, response) => {
      // One request to a connection: none is left open to keep develop running.
      response.setHeader("connection", "close")
      if (request.method === "POST" && request.url === REFRESH) app(request, response)
      else response.writeHead(404).end()
    })
    server.listen(0, "127.0.0.1").unref()
    this.endpoint = once(server, "listening").then(() => ({
      address: `http://127.0.0.1:${(server.address() as AddressInfo).port}${REFRESH}`,
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

  private async refresh() {
    if (!this.endpoint) return
    const { address, reporter } = await this.endpoint
    const token = process.env.GATSBY_REFRESH_TOKEN
    try {
      const response = await fetch(address, {
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
