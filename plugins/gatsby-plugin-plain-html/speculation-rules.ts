/**
 * Speculation rules (https://wicg.github.io/nav-speculation/speculation-rules.html): the browser
 * prerenders the page a link leads to once the visitor shows they mean to follow it, and shows it
 * at once on the click. `moderate` is that intent: in Chromium on a computer, the pointer resting
 * on the link (200 ms) or pressing it; on a touch screen, a link that stays in view after the page
 * stops scrolling. Never `eager` or `immediate`, which would spend a phone's data on pages nobody
 * asked for. A browser without them reads the element as an unknown script type and ignores it.
 *
 * Only the site's own pages: not the content editor (a large app that signs in to GitHub), no
 * file (a name with a dot) or link marked for download, and not the page the visitor is on. The rules go inline in every page's head,
 * so they need no header or file type from the host, and the page's policy allows them by their
 * hash like any inline script (security-headers.ts).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin{/*}?" } },
          { not: { href_matches: "/*.*" } },
          { not: { selector_matches: "[download], [aria-current=page]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const

export const SPECULATION_RULES_TYPE = "speculationrules"
