import * as Tooltip from "@radix-ui/react-tooltip"
import { useEffect, useRef, useState, type FocusEvent, type ReactElement } from "react"

type IconTooltipProps = {
  label: string
  side?: "top" | "right" | "bottom" | "left"
  /** Escape closes the tooltip first; a tooltip inside a panel passes the panel's close here. */
  onEscape?: () => void
  children: ReactElement
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
 * Names an icon-only link or control on hover and on keyboard focus. Timing comes from the
 * TooltipProvider in the layout. Focus that a script moves back to a control (for example after
 * the menu closes by a tap) shows nothing, because no keyboard user asked for it.
 */
const IconTooltip = ({ label, side = "bottom", onEscape, children }: IconTooltipProps) => {
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<HTMLElement | null>(null)
  const ignoreFocusOpen = useRef(false)
  const dismissed = useRef(false)

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    dismissed.current = false
    ignoreFocusOpen.current = !isKeyboardFocus(event.currentTarget)
    queueMicrotask(() => {
      ignoreFocusOpen.current = false
    })
  }

  const onOpenChange = (next: boolean) => {
    if (next && ignoreFocusOpen.current) return
    setOpen(next)
  }

  // Radix closes a tooltip when the page scrolls, and tabbing to a link below the fold scrolls
  // the page: reopen it once scrolling ends if keyboard focus is still on its trigger.
  useEffect(() => {
    const reopen = () => {
      const trigger = triggerRef.current
      if (trigger && document.activeElement === trigger && isKeyboardFocus(trigger)) {
        if (!dismissed.current) setOpen(true)
      }
    }
    window.addEventListener("scrollend", reopen)
    return () => window.removeEventListener("scrollend", reopen)
  }, [])

  return (
    <Tooltip.Root open={open} onOpenChange={onOpenChange}>
      <Tooltip.Trigger
        asChild
        // The trigger is whatever element the child is (a link or a button).
        ref={(node: HTMLElement | null) => {
          triggerRef.current = node
        }}
        onFocus={onFocus}
      >
        {children}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side={side}
          sideOffset={8}
          onEscapeKeyDown={() => {
            dismissed.current = true
            onEscape?.()
          }}
          className="z-60 rounded-md bg-ink px-3 py-1.5 text-sm font-medium text-cream shadow-lg ring-1 ring-cream/25 motion-safe:animate-fade-in"
        >
          {label}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
}

export default IconTooltip
