/**
 * What a WebKit page needs to answer the adapter (page.ts): finding elements the way Playwright's
 * locators do, and the states its matchers read. esbuild bundles this file, with Testing
 * Library's role queries, into one script that the adapter runs in a page once per document; it
 * defines `window.__e2e`. The rules follow Playwright's own, so that a spec's locators and
 * assertions mean the same in every engine: text is whitespace-normalised, a string name or text
 * matches case-insensitively as a substring unless `exact`, and an element is visible when it has
 * a box and its `visibility` is visible.
 */
import { getRoles, queryAllByRole, type ByRoleMatcher } from "@testing-library/dom"

/** A string, or a regular expression sent as its source and flags. */
export type Text = string | { source: string; flags: string }

/** One step of a locator: each narrows or replaces the elements the steps before it found. */
export type Step =
  | { css: string }
  | { role: ByRoleMatcher; name?: Text; exact?: boolean; level?: number }
  | { text: Text; exact?: boolean }
  | { hasText: Text }
  | { nth: number }

/** A state a matcher waits for, read from the elements a locator finds (see `expectation`). */
export type Expectation =
  | { kind: "visible" }
  | { kind: "count" }
  | { kind: "text"; expected: Text | Text[]; contain: boolean }
  | { kind: "attribute"; name: string; expected?: Text }
  | { kind: "css"; name: string; expected: Text }
  | { kind: "focused" }
  | { kind: "inViewport" }
  | { kind: "accessibleName"; expected: Text }
  | { kind: "accessibleDescription"; expected: Text }
  | { kind: "enabled" }

export type Received = { pass: boolean; received: unknown; strict?: number }

const normalize = (text: string) =>
  text
    .replace(/\u200b/g, "")
    .trim()
    .replace(/\s+/g, " ")

/** How getByText, getByRole's name and filter's hasText match: see the file's first comment. */
const matcherOf = (expected: Text, exact = false) => {
  if (typeof expected !== "string") {
    const pattern = new RegExp(expected.source, expected.flags)
    return (text: string) => pattern.test(normalize(text))
  }
  const wanted = normalize(expected)
  if (exact) return (text: string) => normalize(text) === wanted
  return (text: string) => normalize(text).toLowerCase().includes(wanted.toLowerCase())
}

const skippedForText = (element: Element) =>
  ["SCRIPT", "NOSCRIPT", "STYLE", "TEMPLATE"].includes(element.nodeName) ||
  Boolean(document.head?.contains(element))

/** Playwright's getByText: the deepest elements whose text matches (none of their children do). */
const byText = (root: Element | Document, expected: Text, exact?: boolean) => {
  const matches = matcherOf(expected, exact)
  const scope = root instanceof Document ? root.body : root
  const candidates = [scope, ...scope.querySelectorAll("*")].filter(
    element => !skippedForText(element) && matches(element.textContent ?? ""),
  )
  return candidates.filter(
    element => ![...element.children].some(child => candidates.includes(child)),
  )
}

const byRole = (root: Element | Document, step: Extract<Step, { role: unknown }>) => {
  const container = (root instanceof Document ? root.documentElement : root) as HTMLElement
  const name =
    step.name === undefined
      ? undefined
      : (accessibleName: string) => matcherOf(step.name as Text, step.exact)(accessibleName)
  const found = queryAllByRole(container, step.role, { name, level: step.level })
  if (step.role !== "banner" && step.role !== "contentinfo") return found
  // HTML-AAM: a header or footer inside sectioning content or main is no banner or contentinfo
  // (Testing Library does not apply this; Playwright and the browsers do).
  return found.filter(
    element =>
      element.hasAttribute("role") ||
      !element.parentElement?.closest("article, aside, main, nav, section"),
  )
}

const apply = (elements: Array<Element | Document>, step: Step): Element[] => {
  if ("nth" in step) {
    const all = elements as Element[]
    const element = step.nth < 0 ? all[all.length + step.nth] : all[step.nth]
    return element ? [element] : []
  }
  if ("hasText" in step) {
    const matches = matcherOf(step.hasText)
    return (elements as Element[]).filter(element => matches(element.textContent ?? ""))
  }
  const found = new Set<Element>()
  for (const root of elements) {
    const results =
      "css" in step
        ? root.querySelectorAll(step.css)
        : "role" in step
          ? byRole(root, step)
          : byText(root, step.text, step.exact)
    for (const element of results) found.add(element)
  }
  return [...found].sort((a, b) =>
    a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )
}

/** The elements a locator's steps find, in document order. */
export const resolve = (steps: Step[]) =>
  steps.reduce<Array<Element | Document>>(
    (elements, step) => apply(elements, step),
    [document],
  ) as Element[]

/** Playwright's visibility: a box of some size, and `visibility: visible`. */
/**
 * What an action waits for, as Playwright's do: one element; for a click, a hover or a tap, also
 * visible and holding still over two animation frames (the menu panel slides in). Answers the
 * element, or why not yet.
 */
export const actionable = (
  steps: Step[],
  stable: boolean,
  done: (answer: Element | string) => void,
) => {
  const found = resolve(steps)
  if (found.length !== 1)
    return done(
      found.length === 0 ? "not found" : `strict mode violation: ${found.length} elements`,
    )
  const [element] = found
  if (!stable) return done(element)
  if (!isVisible(element)) return done("not visible")
  const before = JSON.stringify(element.getBoundingClientRect())
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      done(JSON.stringify(element.getBoundingClientRect()) === before ? element : "moving"),
    ),
  )
}

export const isVisible = (element: Element): boolean => {
  const style = getComputedStyle(element)
  if (style.display === "contents") {
    return [...element.children].some(isVisible)
  }
  if (typeof element.checkVisibility === "function" && !element.checkVisibility()) return false
  if (style.visibility !== "visible") return false
  const box = element.getBoundingClientRect()
  return box.width > 0 && box.height > 0
}

const accessibleNameOf = (element: Element) => {
  const parent = (element.parentElement ?? document.documentElement) as HTMLElement
  const role = Object.entries(getRoles(parent)).find(([, elements]) =>
    elements.includes(element as HTMLElement),
  )?.[0]
  let found = ""
  if (role) {
    queryAllByRole(parent, role, {
      name: (name, candidate) => {
        if (candidate === element) found = name
        return false
      },
    })
  }
  return found
}

/**
 * An element's accessible description, as the accessible name computation gives it: the text of
 * the elements its aria-describedby names, or its aria-description, or its title where the title
 * is not its name.
 */
const accessibleDescriptionOf = (element: Element) => {
  const ids = element.getAttribute("aria-describedby")?.split(/\s+/).filter(Boolean) ?? []
  if (ids.length > 0) {
    return ids.map(id => document.getElementById(id)?.textContent ?? "").join(" ")
  }
  const description = element.getAttribute("aria-description")
  if (description !== null) return description
  const title = element.getAttribute("title") ?? ""
  return normalize(title) === normalize(accessibleNameOf(element)) ? "" : title
}

/** toHaveText and toContainText: case-sensitive, whitespace-normalised, whole or in part. */
const textMatches = (expected: Text, text: string, contain: boolean) => {
  if (typeof expected !== "string") return new RegExp(expected.source, expected.flags).test(text)
  return contain ? text.includes(normalize(expected)) : text === normalize(expected)
}

/** An attribute's or a style's value: exactly the string, or matching the expression. */
const valueMatches = (expected: Text, value: string) =>
  typeof expected === "string"
    ? value === expected
    : new RegExp(expected.source, expected.flags).test(value)

/** Reads what an expectation looks at, and whether it holds (before any `not`). */
export const expectation = (steps: Step[], wanted: Expectation): Received => {
  const elements = resolve(steps)
  if (wanted.kind === "count") return { pass: false, received: elements.length }
  if (wanted.kind === "text" && Array.isArray(wanted.expected)) {
    const texts = elements.map(element => normalize(element.textContent ?? ""))
    const expected = wanted.expected
    const pass =
      texts.length === expected.length &&
      texts.every((text, index) => textMatches(expected[index], text, wanted.contain))
    return { pass, received: texts }
  }
  // Playwright's strict mode: a matcher about one element fails when the locator finds several.
  if (elements.length > 1) return { pass: false, received: undefined, strict: elements.length }
  const [element] = elements
  if (wanted.kind === "visible") {
    const visible = Boolean(element) && isVisible(element)
    return { pass: visible, received: visible ? "visible" : element ? "hidden" : "not found" }
  }
  if (!element) return { pass: false, received: "not found" }
  switch (wanted.kind) {
    case "text": {
      const text = normalize(element.textContent ?? "")
      return { pass: textMatches(wanted.expected as Text, text, wanted.contain), received: text }
    }
    case "attribute": {
      const value = element.getAttribute(wanted.name)
      if (wanted.expected === undefined) return { pass: value !== null, received: value }
      return {
        pass: value !== null && valueMatches(wanted.expected, value),
        received: value,
      }
    }
    case "css": {
      const value = getComputedStyle(element).getPropertyValue(wanted.name)
      return { pass: valueMatches(wanted.expected, value), received: value }
    }
    case "focused":
      return {
        pass: document.activeElement === element,
        received: document.activeElement?.outerHTML.slice(0, 120),
      }
    case "inViewport": {
      const box = element.getBoundingClientRect()
      const pass =
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < window.innerHeight &&
        box.left < window.innerWidth
      return { pass, received: box.toJSON() }
    }
    case "accessibleName": {
      const name = accessibleNameOf(element)
      return { pass: textMatches(wanted.expected, normalize(name), false), received: name }
    }
    case "enabled": {
      // Playwright's rule: disabled by its own `disabled` (or a disabled fieldset's), or by
      // aria-disabled on it or an ancestor.
      const disabled =
        element.matches(":disabled") || Boolean(element.closest("[aria-disabled='true']"))
      return { pass: !disabled, received: disabled ? "disabled" : "enabled" }
    }
    case "accessibleDescription": {
      const description = accessibleDescriptionOf(element)
      return {
        pass: textMatches(wanted.expected, normalize(description), false),
        received: description,
      }
    }
  }
}

Object.assign(window, { __e2e: { resolve, expectation, actionable } })
