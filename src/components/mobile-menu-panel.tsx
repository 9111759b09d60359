import * as Dialog from "@radix-ui/react-dialog"
import { X } from "lucide-react"
import { useEffect, useRef, type RefObject } from "react"
import IconTooltip from "./icon-tooltip"
import NavLinks from "./nav-links"

type MobileMenuPanelProps = {
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
  pathname: string
  /** The menu button: focus goes back to it when the panel closes. */
  triggerRef: RefObject<HTMLButtonElement | null>
}

/** Matches Tailwind's `md` breakpoint, where the links move back into the top bar. */
const WIDE_SCREEN = "(min-width: 48rem)"

/**
 * The slide-in panel that holds the page links on small screens. Radix Dialog moves focus into
 * the panel and back to the menu button, closes on Escape and keeps the page behind from
 * scrolling. MobileMenu loads this module only when a visitor reaches for the menu button.
 */
const MobileMenuPanel = ({
  id,
  open,
  onOpenChange,
  pathname,
  triggerRef,
}: MobileMenuPanelProps) => {
  const navRef = useRef<HTMLElement>(null)
  const close = () => onOpenChange(false)

  // Radix hides the page behind the panel with aria-hidden, but it skips every element that
  // holds a <script>, and the page's content is free to hold one. `inert` takes the whole page
  // shell (see Layout) out of reach instead, for assistive technology and keyboard alike.
  useEffect(() => {
    const shell = open ? triggerRef.current?.closest("[data-page-shell]") : null
    shell?.setAttribute("inert", "")
    return () => shell?.removeAttribute("inert")
  }, [open, triggerRef])

  useEffect(() => {
    if (!open) return undefined
    const wide = window.matchMedia(WIDE_SCREEN)
    const closeOnWide = () => wide.matches && onOpenChange(false)
    wide.addEventListener("change", closeOnWide)
    return () => wide.removeEventListener("change", closeOnWide)
  }, [open, onOpenChange])

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70 motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in md:hidden" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onOpenAutoFocus={event => {
            // Start on the first page link: that is what the visitor opened the menu for.
            const firstLink = navRef.current?.querySelector("a")
            if (firstLink) {
              event.preventDefault()
              firstLink.focus()
            }
          }}
          onCloseAutoFocus={event => {
            event.preventDefault()
            triggerRef.current?.focus()
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col bg-plum p-4 text-cream shadow-2xl motion-safe:data-[state=closed]:animate-panel-out motion-safe:data-[state=open]:animate-panel-in md:hidden"
        >
          <div className="mb-6 flex items-center justify-between">
            <Dialog.Title className="px-4 font-display text-xl">Menu</Dialog.Title>
            <IconTooltip label="Close menu" side="left">
              <Dialog.Close
                aria-label="Close menu"
                className="grid size-11 place-items-center rounded-md hover:bg-white/10"
              >
                <X aria-hidden="true" className="size-6" />
              </Dialog.Close>
            </IconTooltip>
          </div>
          <nav aria-label="Menu" ref={navRef}>
            <NavLinks pathname={pathname} orientation="vertical" onNavigate={close} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export default MobileMenuPanel
