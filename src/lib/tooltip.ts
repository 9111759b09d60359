/**
 * Tooltips open 700 ms after the pointer rests on their control or keyboard focus reaches it:
 * the transition delay of `.tooltip` in src/styles/global.css.
 */

/** Moving to the next tooltip's control within this long of one closing opens it at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300

/** On the root from when a tooltip shows until the skip delay after it closes. */
export const TOOLTIP_SKIP_ATTRIBUTE = "data-tooltip-skip"

/** On a control whose tooltip the visitor dismissed with Escape. */
export const TOOLTIP_DISMISSED_ATTRIBUTE = "data-tooltip-dismissed"

/** The element that wraps an icon-only control and its tooltip. */
export const TOOLTIP_GROUP_SELECTOR = "[data-tooltip]"
