/** The menu panel's id: the menu button names it in `popovertarget`. */
export const MENU_PANEL_ID = "menu-panel"

/**
 * Set on the panel while it is open in a browser without the Popover API, where the browser script
 * opens it (src/enhancements/menu.ts); the CSS reads it as it reads `:popover-open`.
 */
export const MENU_PANEL_OPEN_ATTRIBUTE = "data-open"

/** Everything on the page but the menu panel; made inert while the panel is open. */
export const PAGE_SHELL_SELECTOR = "[data-page-shell]"

/** Tailwind's `md` breakpoint, where the page links move back into the top bar. */
export const WIDE_SCREEN_QUERY = "(min-width: 48rem)"
