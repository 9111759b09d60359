import { URLPattern } from "node:url"
import { SPECULATION_RULES } from "../speculation-rules"

/**
 * The rules as a browser reads them (https://wicg.github.io/nav-speculation/speculation-rules.html):
 * `href_matches` is a URL pattern against the page's address, `selector_matches` a CSS selector on
 * the link; `and` and `not` combine them.
 */
type Condition =
  | { and: readonly Condition[] }
  | { not: Condition }
  | { href_matches: string }
  | { selector_matches: string }

const PAGE = "https://cornerstone.example/bio"

const matches = (condition: Condition, link: HTMLAnchorElement): boolean => {
  if ("and" in condition) return condition.and.every(part => matches(part, link))
  if ("not" in condition) return !matches(condition.not, link)
  if ("href_matches" in condition)
    return new URLPattern(condition.href_matches, PAGE).test(link.href)
  return link.matches(condition.selector_matches)
}

const link = (href: string, attributes: Record<string, string> = {}) => {
  document.head.innerHTML = `<base href="${PAGE}">`
  const anchor = document.createElement("a")
  anchor.href = href
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
  return anchor
}

const prerendered = (anchor: HTMLAnchorElement) =>
  SPECULATION_RULES.prerender.some(rule => matches(rule.where, anchor))

describe("the pages' speculation rules", () => {
  it("prerender only on the visitor's intent, never on load", () => {
    for (const rule of SPECULATION_RULES.prerender) {
      expect(["moderate", "conservative"]).toContain(rule.eagerness)
    }
  })

  it.each(["/", "/bio", "/photos", "/photos/2", "/videos", "/merch", "/photos/#main"])(
    "prerender the site's page %s",
    href => expect(prerendered(link(href))).toBe(true),
  )

  it.each([
    ["the content editor", "/admin/"],
    ["the content editor without its slash", "/admin"],
    ["a page of the content editor", "/admin/#/collections/photos"],
    ["a file", "/sitemap-index.xml"],
    ["a photo's file", "/static/8a1c/photo-01.jpg"],
    ["another site's page", "https://www.youtube.com/@cornerstone"],
  ])("never prerender %s (%s)", (_name, href) => {
    expect(prerendered(link(href))).toBe(false)
  })

  it("never prerender a link marked for download", () => {
    expect(prerendered(link("/bio", { download: "" }))).toBe(false)
  })

  it("never prerender the page the visitor is on, which the top bar marks", () => {
    expect(prerendered(link("/bio", { "aria-current": "page" }))).toBe(false)
  })
})
