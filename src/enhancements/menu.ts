import {
  MENU_PANEL_ID,
  MENU_PANEL_OPEN_ATTRIBUTE,
  PAGE_SHELL_SELECTOR,
  WIDE_SCREEN_QUERY,
} from "../lib/menu"

/**
 * What the menu panel gains from script, on top of the popover that opens and closes it from
 * the HTML (the button, the Close menu control, Escape and a tap outside): `aria-expanded` on
 * the button, focus on the first page link when it opens and back on the button when it closes,
 * the page behind made inert (the CSS already stops it scrolling), and the panel closed when the
 * screen becomes wide enough for the top bar's links, or when the page comes back from the
 * browser's back-forward cache.
 *
 * A browser without the Popover API (Safari before 17) reads the `popover` attributes as
 * nothing: the CSS keeps the panel hidden and the menu button out of sight there, and this
 * opens and closes the panel itself, with the same controls (see `openAndCloseWithoutPopover`).
 */
export const enhanceMenu = () => {
  const panel = document.getElementById(MENU_PANEL_ID)
  // The menu button is the one that controls the panel; the Close menu control inside it also
  // names the panel as its popover target.
  const button = document.querySelector<HTMLButtonElement>(
    `button[aria-controls="${MENU_PANEL_ID}"]`,
  )
  const shell = document.querySelector(PAGE_SHELL_SELECTOR)
  if (!panel || !button || !shell) return

  const opened = () => {
    button.setAttribute("aria-expanded", "true")
    panel.setAttribute("aria-modal", "true")
    shell.setAttribute("inert", "")
    panel.querySelector<HTMLElement>("nav a")?.focus()
  }
  const closed = () => {
    button.setAttribute("aria-expanded", "false")
    panel.setAttribute("aria-modal", "false")
    if (!panel.contains(document.activeElement) && document.activeElement !== button) {
      // Closed by a tap outside or a script: the popover only restores focus it took.
      if (document.activeElement === document.body || document.activeElement === null) {
        button.focus({ focusVisible: false } as FocusOptions)
      }
    }
  }

  const close =
    typeof panel.showPopover === "function"
      ? followThePopover(panel, shell, opened, closed)
      : openAndCloseWithoutPopover(panel, button, shell, opened, closed)
  // Set last: the CSS shows the menu button of a browser without the Popover API only then.
  button.setAttribute("aria-expanded", "false")

  window.matchMedia(WIDE_SCREEN_QUERY).addEventListener("change", event => {
    if (event.matches) close()
  })
  window.addEventListener("pageshow", event => {
    if (event.persisted) close()
  })
}

/** The popover opens and closes the panel; this follows it. Returns how to close it. */
const followThePopover = (
  panel: HTMLElement,
  shell: Element,
  opened: () => void,
  closed: () => void,
) => {
  // Before the panel closes, so that the popover can give focus back to the button.
  panel.addEventListener("beforetoggle", event => {
    if ((event as ToggleEvent).newState === "closed") shell.removeAttribute("inert")
  })
  panel.addEventListener("toggle", event => {
    if ((event as ToggleEvent).newState === "open") opened()
    else closed()
  })
  return () => {
    if (panel.matches(":popover-open")) panel.hidePopover()
  }
}

/**
 * Without the Popover API: the menu button opens and closes the panel (by its data-open
 * attribute, which the CSS reads as it reads an open popover), and the Close menu control,
 * Escape and a tap outside close it, giving focus back to the menu button. Returns how to close it.
 */
const openAndCloseWithoutPopover = (
  panel: HTMLElement,
  button: HTMLButtonElement,
  shell: Element,
  opened: () => void,
  closed: () => void,
) => {
  const isOpen = () => panel.hasAttribute(MENU_PANEL_OPEN_ATTRIBUTE)
  const open = () => {
    panel.setAttribute(MENU_PANEL_OPEN_ATTRIBUTE, "")
    opened()
  }
  const close = () => {
    if (!isOpen()) return
    const hadFocus = panel.contains(document.activeElement)
    shell.removeAttribute("inert")
    panel.removeAttribute(MENU_PANEL_OPEN_ATTRIBUTE)
    if (hadFocus) button.focus()
    closed()
  }
  button.addEventListener("click", () => (isOpen() ? close() : open()))
  // The panel's own button that names it as its popover target is Close menu.
  panel
    .querySelector(`[popovertarget="${MENU_PANEL_ID}"]`)
    ?.addEventListener("click", () => close())
  document.addEventListener("keydown", event => {
    if (event.key === "Escape") close()
  })
  document.addEventListener("click", event => {
    const target = event.target as Node | null
    if (target && !panel.contains(target) && !button.contains(target)) close()
  })
  return close
}
