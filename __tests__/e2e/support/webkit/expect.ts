import { expect as playwrightExpect } from "@playwright/test"
import type { Expectation, Received, Text } from "./in-page"
import { WebKitLocator, WebKitPage } from "./page"

/**
 * Playwright's `expect`, whose matchers about a page or a locator also take the WebKit adapter's
 * (page.ts): on those they poll what the page says (in-page.ts) until it holds or the timeout
 * passes, as Playwright's own do; on anything else they are Playwright's. So one assertion in a
 * spec is the same assertion in every engine.
 */

type MatcherContext = { isNot: boolean; timeout: number }
type Result = { pass: boolean; message: () => string }
type Options = { timeout?: number }

const textOf = (text: string | RegExp): Text =>
  typeof text === "string" ? text : { source: text.source, flags: text.flags }

/** The same matcher as Playwright's, for a receiver that is not the adapter's. */
async function playwrights(
  this: MatcherContext,
  name: string,
  received: unknown,
  args: unknown[],
): Promise<Result> {
  const base = playwrightExpect.configure({ timeout: this.timeout })(received)
  const matchers = (this.isNot ? base.not : base) as unknown as Record<
    string,
    (...args: unknown[]) => Promise<void>
  >
  try {
    await matchers[name](...args)
    return { pass: !this.isNot, message: () => "" }
  } catch (error) {
    return { pass: this.isNot, message: () => (error as Error).message }
  }
}

/** Polls a locator until what it reads matches (or, under `not`, stops matching). */
async function poll(
  this: MatcherContext,
  name: string,
  locator: WebKitLocator,
  wanted: Expectation,
  options: Options | undefined,
  check: (received: Received) => boolean = received => received.pass,
  expected: unknown = "expected" in wanted ? wanted.expected : wanted.kind,
): Promise<Result> {
  const timeout = options?.timeout ?? this.timeout
  const deadline = Date.now() + timeout
  let last: Received
  for (;;) {
    last = await locator.read(wanted)
    if (last.strict) {
      return {
        pass: this.isNot,
        message: () => `${name}: strict mode violation, the locator found ${last.strict} elements`,
      }
    }
    if (check(last) !== this.isNot) return { pass: !this.isNot, message: () => "" }
    if (Date.now() > deadline) break
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  return {
    pass: this.isNot,
    message: () =>
      `${this.isNot ? "not " : ""}${name} failed after ${timeout} ms in WebKit\n` +
      `Locator: ${JSON.stringify(locator.steps)}\nExpected: ${JSON.stringify(expected)}\n` +
      `Received: ${JSON.stringify(last.received)}`,
  }
}

export const expect = playwrightExpect.extend({
  toBeVisible(this: MatcherContext, received: unknown, options?: Options) {
    if (!(received instanceof WebKitLocator))
      return playwrights.call(this, "toBeVisible", received, [options])
    return poll.call(this, "toBeVisible", received, { kind: "visible" }, options)
  },
  toBeHidden(this: MatcherContext, received: unknown, options?: Options) {
    if (!(received instanceof WebKitLocator))
      return playwrights.call(this, "toBeHidden", received, [options])
    const wanted: Expectation = { kind: "visible" }
    return poll.call(this, "toBeHidden", received, wanted, options, r => !r.pass, "hidden")
  },
  toHaveCount(this: MatcherContext, received: unknown, count: number, options?: Options) {
    if (!(received instanceof WebKitLocator))
      return playwrights.call(this, "toHaveCount", received, [count, options])
    return poll.call(
      this,
      "toHaveCount",
      received,
      { kind: "count" },
      options,
      r => r.received === count,
      count,
    )
  },
  toHaveText(
    this: MatcherContext,
    received: unknown,
    expected: string | RegExp | Array<string | RegExp>,
    options?: Options,
  ) {
    if (!(received instanceof WebKitLocator))
      return playwrights.call(this, "toHaveText", received, [expected, options])
    const texts = Array.isArray(expected) ? expected.map(textOf) : textOf(expected)
    return poll.call(
      this,
      "toHaveText",
      received,
      { kind: "text", expected: texts, contain: false },
      options,
    )
  },
  toContainText(
    this: MatcherContext,
    received: unknown,
    expected: string | RegExp,
    options?: Options,
  ) {
    if (!(received instanceof WebKitLocator))
      return playwrights.call(this, "toContainText", received, [expected, options])
    const wanted: Expectation = { kind: "text", expected: textOf(expected), contain: true }
    return poll.call(this, "toContainText", received, wanted, options)
  },
  toHaveAttribute(
    this: MatcherContext,
    received: unknown,
    name: string,
    value?: string | RegExp | Options,
    options?: Options,
  ) {
    if (!(received instanceof WebKitLocator)) {
      const args = value === undefined ? [name] : [name, value, options]
      return playwrights.call(this, "toHaveAttribute", received, args)
    }
    const expected =
      typeof value === "string" || value instanceof RegExp ? textOf(value) : undefined
    const wanted: Expectation = { kind: "attribute", name, expected }
    return poll.call(
      this,
      "toHaveAttribute",
      received,
      wanted,
      expected ? options : (value as Options),
    )
  },
  toHaveCSS(
    this: MatcherContext,
    received: unknown,
    name: string,
    value: string | RegExp,
    options?: Options,
  ) {
    if (!(received instanceof WebKitLocator))
      return playwrights.call(this, "toHaveCSS", received, [name, value, options])
    return poll.call(
      this,
      "toHaveCSS",
      received,
      { kind: "css", name, expected: textOf(value) },
      options,
    )
  },
  toBeFocused(this: MatcherContext, received: unknown, options?: Options) {
    if (!(received instanceof WebKitLocator))
      return playwrights.call(this, "toBeFocused", received, [options])
    return poll.call(this, "toBeFocused", received, { kind: "focused" }, options)
  },
  toBeInViewport(this: MatcherContext, received: unknown, options?: Options) {
    if (!(received instanceof WebKitLocator))
      return playwrights.call(this, "toBeInViewport", received, [options])
    return poll.call(this, "toBeInViewport", received, { kind: "inViewport" }, options)
  },
  toHaveAccessibleName(
    this: MatcherContext,
    received: unknown,
    name: string | RegExp,
    options?: Options,
  ) {
    if (!(received instanceof WebKitLocator))
      return playwrights.call(this, "toHaveAccessibleName", received, [name, options])
    const wanted: Expectation = { kind: "accessibleName", expected: textOf(name) }
    return poll.call(this, "toHaveAccessibleName", received, wanted, options)
  },
  toBeEnabled(this: MatcherContext, received: unknown, options?: Options) {
    if (!(received instanceof WebKitLocator))
      return playwrights.call(this, "toBeEnabled", received, [options])
    return poll.call(this, "toBeEnabled", received, { kind: "enabled" }, options)
  },
  toHaveAccessibleDescription(
    this: MatcherContext,
    received: unknown,
    description: string | RegExp,
    options?: Options,
  ) {
    if (!(received instanceof WebKitLocator))
      return playwrights.call(this, "toHaveAccessibleDescription", received, [description, options])
    const wanted: Expectation = { kind: "accessibleDescription", expected: textOf(description) }
    return poll.call(this, "toHaveAccessibleDescription", received, wanted, options)
  },
  async toHaveURL(
    this: MatcherContext,
    received: unknown,
    expected: string | RegExp,
    options?: Options,
  ) {
    if (!(received instanceof WebKitPage))
      return playwrights.call(this, "toHaveURL", received, [expected, options])
    const timeout = options?.timeout ?? this.timeout
    const deadline = Date.now() + timeout
    const matches = (url: string) =>
      typeof expected === "string" ? url === received.resolve(expected) : expected.test(url)
    let url = ""
    for (;;) {
      url = await received.currentURL()
      if (matches(url) !== this.isNot) return { pass: !this.isNot, message: () => "" }
      if (Date.now() > deadline) break
      await new Promise(resolve => setTimeout(resolve, 100))
    }
    return {
      pass: this.isNot,
      message: () =>
        `toHaveURL failed after ${timeout} ms in WebKit\nExpected: ${expected}\nReceived: ${url}`,
    }
  },
})
