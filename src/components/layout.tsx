import { TooltipProvider } from "@radix-ui/react-tooltip"
import { type ReactNode } from "react"
import { ErrorBoundary } from "react-error-boundary"
import ErrorScreen from "./error-screen"
import SiteFooter from "./site-footer"
import SiteHeader from "./site-header"

/** SPEC §3.2: tooltips open after 700 ms; moving to the next trigger within 300 ms opens it at once. */
const TOOLTIP_OPEN_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300

type LayoutProps = {
  pathname: string
  children: ReactNode
}

const Layout = ({ pathname, children }: LayoutProps) => (
  <TooltipProvider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
    {/* The mobile menu makes this shell inert while its panel is open. */}
    <div data-page-shell="" className="flex min-h-svh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader pathname={pathname} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary FallbackComponent={ErrorScreen} resetKeys={[pathname]}>
          {children}
        </ErrorBoundary>
      </main>
      <SiteFooter pathname={pathname} />
    </div>
  </TooltipProvider>
)

export default Layout
