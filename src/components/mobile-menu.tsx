import { Menu } from "lucide-react"
import { lazy, Suspense, useId, useRef, useState } from "react"
import IconTooltip from "./icon-tooltip"

type MobileMenuProps = {
  pathname: string
}

/**
 * The panel (Radix Dialog and its focus trap and scroll lock) is a chunk of its own: most
 * visitors never open the menu, so it stays out of the JavaScript every page loads. Pointing at,
 * touching or focusing the button starts loading it, so it is usually there by the time of the
 * click.
 */
const loadPanel = () => import("./mobile-menu-panel")
const MobileMenuPanel = lazy(loadPanel)

/** The menu button of small screens, and the panel of page links it opens. */
const MobileMenu = ({ pathname }: MobileMenuProps) => {
  const [open, setOpen] = useState(false)
  // Once opened, the panel stays mounted so that it can play its closing animation.
  const [used, setUsed] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const preload = () => void loadPanel()

  return (
    <>
      <IconTooltip label="Open menu" side="bottom-end">
        <button
          ref={triggerRef}
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPointerEnter={preload}
          onTouchStart={preload}
          onFocus={preload}
          onClick={() => {
            setUsed(true)
            setOpen(true)
          }}
          className="grid size-11 place-items-center rounded-md text-cream hover:bg-white/10 md:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </IconTooltip>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={panelId}
            open={open}
            onOpenChange={setOpen}
            pathname={pathname}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </>
  )
}

export default MobileMenu
