/**
 * The tag of a test whose behaviour does not depend on the screen's width: it runs at phone width
 * only (playwright.config.ts).
 */
export const ANY_WIDTH = "@any-width"
