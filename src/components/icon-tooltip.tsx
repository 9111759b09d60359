import type { ReactElement } from "react"

/** Where the tooltip sits. `bottom-end` keeps a tooltip under a control at the screen's edge on screen. */
const placements = {
  top: "bottom-full left-1/2 mb-2 -translate-x-1/2",
  "bottom-end": "top-full right-0 mt-2",
  left: "right-full top-1/2 mr-2 -translate-y-1/2",
} as const

type IconTooltipProps = {
  /** The control's name, shown as it is; the control keeps its own accessible name. */
  label: string
  side?: keyof typeof placements
  /** The icon-only link or button. */
  children: ReactElement
}

/**
 * Names an icon-only link or control on mouse hover and on keyboard focus, after the open delay
 * (see `tooltip` in global.css). It is CSS alone, so it works before and without JavaScript;
 * the browser script adds the skip delay and Escape to dismiss. The control's accessible name
 * is its own `aria-label`, so the tooltip repeats it for the eye only.
 */
const IconTooltip = ({ label, side = "top", children }: IconTooltipProps) => (
  <span data-tooltip="" className="relative inline-flex">
    {children}
    <span role="tooltip" className={`tooltip ${placements[side]}`}>
      {label}
    </span>
  </span>
)

export default IconTooltip
