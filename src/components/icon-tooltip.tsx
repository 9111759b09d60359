import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from "react"

/** SPEC §3.2: tooltips open after 700 ms; moving to the next trigger within 300 ms opens it at once. */
const TOOLTIP_OPEN_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300

/** When a tooltip last closed. One page shows one tooltip at a time, so this is page-wide. */
let lastClosedAt = Number.NEGATIVE_INFINITY

/** Where the tooltip sits. `bottom-end` keeps a tooltip under a control at the screen's edge on screen. */
const placements = {
  top: "bottom-full left-1/2 mb-2 -translate-x-1/2",
  "bottom-end": "top-full right-0 mt-2",
  left: "right-full top-1/2 mr-2 -translate-y-1/2",
} as const

type TriggerProps = {
  "aria-describedby"?: string
}

type IconTooltipProps = {
  label: string
  side?: keyof typeof placements
  /** The icon-only link or button. */
  children: ReactElement<TriggerProps>
}

/** True when focus came from the keyboard (or the browser cannot tell). */
const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(":focus-visible")
  } catch {
    return true
  }
}

/**
 * Names an icon-only link or control on mouse hover (after the open delay, or at once right after
 * another tooltip closed) and on keyboard focus; Escape, leaving, pressing or blurring close it.
 * Focus that a script moves back to a control (for example after the menu closes by a tap) shows
 * nothing, because no keyboard user asked for it. The tooltip is positioned by CSS against its
 * trigger, so it follows the trigger when the page scrolls.
 */
const IconTooltip = ({ label, side = "top", children }: IconTooltipProps) => {
  const [open, setOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const id = useId()

  const cancel = useCallback(() => window.clearTimeout(timer.current), [])
  const show = useCallback(() => {
    cancel()
    setOpen(true)
  }, [cancel])
  const hide = useCallback(() => {
    cancel()
    setOpen(wasOpen => {
      if (wasOpen) lastClosedAt = performance.now()
      return false
    })
  }, [cancel])

  useEffect(() => cancel, [cancel])

  useEffect(() => {
    if (!open) return undefined
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && hide()
    document.addEventListener("keydown", closeOnEscape)
    return () => document.removeEventListener("keydown", closeOnEscape)
  }, [open, hide])

  // The trigger's own events bubble to the wrapper; the trigger keeps its own handlers.
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== "mouse") return
    cancel()
    const sinceLastClosed = performance.now() - lastClosedAt
    if (sinceLastClosed >= 0 && sinceLastClosed < TOOLTIP_SKIP_DELAY_MS) show()
    else timer.current = window.setTimeout(show, TOOLTIP_OPEN_DELAY_MS)
  }
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target instanceof Element && isKeyboardFocus(event.target)) show()
  }

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={onPointerEnter}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={onFocus}
      onBlur={hide}
    >
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open && (
        <span
          role="tooltip"
          id={id}
          className={`pointer-events-none absolute z-60 rounded-md bg-ink px-3 py-1.5 text-sm font-medium whitespace-nowrap text-cream shadow-lg ring-1 ring-cream/25 motion-safe:animate-fade-in ${placements[side]}`}
        >
          {label}
        </span>
      )}
    </span>
  )
}

export default IconTooltip
