import Menu from "lucide-react/icons/menu"
import X from "lucide-react/icons/x"
import { MENU_PANEL_ID } from "../lib/menu"
import IconTooltip from "./icon-tooltip"
import NavLinks from "./nav-links"

/** The menu button of small screens, in the top bar. */
export const MenuButton = () => (
  <IconTooltip label="Open menu" side="bottom-end">
    <button
      type="button"
      // Opens the panel by itself, before and without any script.
      popoverTarget={MENU_PANEL_ID}
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-controls={MENU_PANEL_ID}
      className="grid size-11 place-items-center rounded-md text-cream hover:bg-white/10 md:hidden"
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  </IconTooltip>
)

type MenuPanelProps = {
  pathname: string
}

/**
 * The slide-in panel of page links on small screens: a popover, so the menu button, the Close
 * menu control, Escape and a tap outside open and close it from the HTML alone, and choosing a
 * link loads that page with the panel closed. It lies outside the page shell so that the
 * browser script can make the page behind it inert (src/enhancements/menu.ts). Where the browser
 * has no Popover API, that script opens it (`panel-open` in global.css reads either), and its
 * own classes place it (`fixed`, `z-50`) as the browser places a popover.
 */
export const MenuPanel = ({ pathname }: MenuPanelProps) => (
  <div
    id={MENU_PANEL_ID}
    popover="auto"
    role="dialog"
    aria-labelledby={`${MENU_PANEL_ID}-title`}
    className="fixed inset-y-0 right-0 left-auto z-50 m-0 h-dvh max-h-none w-72 max-w-[85vw] flex-col overflow-y-auto border-0 bg-plum p-4 text-cream shadow-2xl backdrop:bg-ink/70 panel-open:flex motion-safe:panel-open:animate-panel-in motion-safe:panel-open:backdrop:animate-fade-in md:hidden"
  >
    <div className="mb-6 flex items-center justify-between">
      <h2 id={`${MENU_PANEL_ID}-title`} className="px-4 font-display text-xl">
        Menu
      </h2>
      <IconTooltip label="Close menu" side="left">
        <button
          type="button"
          popoverTarget={MENU_PANEL_ID}
          popoverTargetAction="hide"
          aria-label="Close menu"
          className="grid size-11 place-items-center rounded-md hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </IconTooltip>
    </div>
    <nav aria-label="Menu">
      <NavLinks pathname={pathname} orientation="vertical" />
    </nav>
  </div>
)
