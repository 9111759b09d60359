/**
 * The tag of a test whose behaviour does not depend on the screen's width: it runs at phone width
 * only (playwright.config.ts).
 */
export const ANY_WIDTH = "@any-width"

/**
 * The tag of a test whose behaviour can differ from one browser engine to another (layout, focus,
 * events, loading, the pages' policy): it runs in Firefox and WebKit as well as in Chromium
 * (playwright.config.ts).
 */
export const ENGINES = "@engines"

/**
 * The tag of a test about the layout at each width: in Firefox and WebKit, the tests tagged
 * ENGINES run at phone and desktop width, and those tagged LAYOUT at tablet width too.
 */
export const LAYOUT = "@layout"

/**
 * The tag of a test that runs, as well, in the project whose browser has no Popover API (as Safari
 * before 17): WebKit at phone width with that API turned off (playwright.config.ts).
 */
export const NO_POPOVER = "@no-popover"

/**
 * The tag of a test about the pages as the host serves them: their headers, and every page reached
 * at its own address and from a link. It runs on the site built by Netlify's runner as well as on
 * `npm run build`'s (playwright.config.ts); the rest of the suite, which the host's layout of the
 * files cannot change, runs on `npm run build`'s only.
 */
export const HOST = "@host"
