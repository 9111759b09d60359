/** The menu panel's id: the menu button names it in `popovertarget`. */
export const MENU_PANEL_ID = "menu-panel"

/** Everything on the page but the menu panel; made inert while the panel is open. */
export const PAGE_SHELL_SELECTOR = "[data-page-shell]"

/** Tailwind's `md` breakpoint, where the page links move back into the top bar. */
export const WIDE_SCREEN_QUERY = "(min-width: 48rem)"
