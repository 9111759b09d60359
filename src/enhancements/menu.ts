import { MENU_PANEL_ID, PAGE_SHELL_SELECTOR, WIDE_SCREEN_QUERY } from "../lib/menu"

/**
 * What the menu panel gains from script, on top of the popover that opens and closes it from
 * the HTML (the button, the Close menu control, Escape and a tap outside): `aria-expanded` on
 * the button, focus on the first page link when it opens and back on the button when it closes,
 * the page behind made inert (the CSS already stops it scrolling), and the panel closed when the
 * screen becomes wide enough for the top bar's links, or when the page comes back from the
 * browser's back-forward cache.
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

  button.setAttribute("aria-expanded", "false")

  // Before the panel closes, so that the popover can give focus back to the button.
  panel.addEventListener("beforetoggle", event => {
    if ((event as ToggleEvent).newState === "closed") shell.removeAttribute("inert")
  })

  panel.addEventListener("toggle", event => {
    const open = (event as ToggleEvent).newState === "open"
    button.setAttribute("aria-expanded", String(open))
    panel.setAttribute("aria-modal", String(open))
    if (open) {
      shell.setAttribute("inert", "")
      panel.querySelector<HTMLElement>("nav a")?.focus()
    } else if (!panel.contains(document.activeElement) && document.activeElement !== button) {
      // Closed by a tap outside or a script: the popover only restores focus it took.
      if (document.activeElement === document.body || document.activeElement === null) {
        button.focus({ focusVisible: false } as FocusOptions)
      }
    }
  })

  const close = () => {
    if (panel.matches(":popover-open")) panel.hidePopover()
  }
  window.matchMedia(WIDE_SCREEN_QUERY).addEventListener("change", event => {
    if (event.matches) close()
  })
  window.addEventListener("pageshow", event => {
    if (event.persisted) close()
  })
}
