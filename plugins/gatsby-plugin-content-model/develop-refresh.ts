import type { Compiler } from "webpack"

/**
 * In `gatsby develop`, asks Gatsby to source the content again when it changes (`refresh`), once
 * develop has started: Gatsby's develop takes a refresh in any state, and one that came while its
 * first bundle was being built would start its server a second time. A change before then waits
 * for the end of the first bundle, which this webpack plugin of the "develop" stage sees: its
 * `afterDone` comes once Gatsby's own `done` has ended the start (the rest of it, on the next turn
 * of the event loop).
 */
export class DevelopRefresh {
  private started = false
  private waiting = false

  constructor(private readonly refresh: () => void) {}

  /** The content changed: refreshed now, or once develop has started. */
  changed = () => {
    if (this.started) this.refresh()
    else this.waiting = true
  }

  apply(compiler: Compiler) {
    compiler.hooks.afterDone.tap("DevelopRefresh", () => {
      if (this.started) return
      setImmediate(() => {
        this.started = true
        if (this.waiting) this.refresh()
        this.waiting = false
      })
    })
  }
}
