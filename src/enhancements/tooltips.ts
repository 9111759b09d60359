import {
  TOOLTIP_DISMISSED_ATTRIBUTE,
  TOOLTIP_GROUP_SELECTOR,
  TOOLTIP_SKIP_ATTRIBUTE,
  TOOLTIP_SKIP_DELAY_MS,
} from "../lib/tooltip"

const groupOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest(TOOLTIP_GROUP_SELECTOR) : null

/** True when an event moved between two parts of the same group, not into or out of it. */
const staysInside = (group: Element, event: PointerEvent | FocusEvent) =>
  event.relatedTarget instanceof Node && group.contains(event.relatedTarget)

/**
 * CSS shows a tooltip after its open delay on hover and keyboard focus. This adds the two
 * things CSS cannot know. The skip delay: from the moment a tooltip shows until 300 ms after it
 * closes, the root carries an attribute under which the next tooltip opens at once. And Escape,
 * which dismisses the tooltip on show until the pointer or focus leaves its control.
 */
export const enhanceTooltips = () => {
  const root = document.documentElement
  let skipTimer: number | undefined

  // A tooltip has shown: its visibility changed once its open delay had passed.
  document.addEventListener("transitionend", event => {
    if (event.propertyName !== "visibility" || !(event.target instanceof Element)) return
    if (event.target.getAttribute("role") !== "tooltip") return
    if (getComputedStyle(event.target).visibility !== "visible") return
    window.clearTimeout(skipTimer)
    root.setAttribute(TOOLTIP_SKIP_ATTRIBUTE, "")
  })

  document.addEventListener("pointerover", event => {
    const group = groupOf(event.target)
    // The next tooltip opened at once, so the skip delay starts again when it closes.
    if (group && !staysInside(group, event)) window.clearTimeout(skipTimer)
  })

  const leave = (event: PointerEvent | FocusEvent) => {
    const group = groupOf(event.target)
    if (!group || staysInside(group, event)) return
    group.removeAttribute(TOOLTIP_DISMISSED_ATTRIBUTE)
    if (!root.hasAttribute(TOOLTIP_SKIP_ATTRIBUTE)) return
    window.clearTimeout(skipTimer)
    skipTimer = window.setTimeout(
      () => root.removeAttribute(TOOLTIP_SKIP_ATTRIBUTE),
      TOOLTIP_SKIP_DELAY_MS,
    )
  }
  document.addEventListener("pointerout", leave)
  document.addEventListener("focusout", leave)

  document.addEventListener("keydown", event => {
    if (event.key !== "Escape") return
    for (const group of document.querySelectorAll(TOOLTIP_GROUP_SELECTOR)) {
      if (group.matches(":hover, :focus-within"))
        group.setAttribute(TOOLTIP_DISMISSED_ATTRIBUTE, "")
    }
  })
}
