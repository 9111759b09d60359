import type { ReactElement, ReactNode } from "react"
import { ErrorBoundary } from "react-error-boundary"
import ErrorScreen from "./error-screen"
import { MenuPanel } from "./mobile-menu"
import SiteFooter from "./site-footer"
import SiteHeader from "./site-header"
import { siteFrom, SiteProvider } from "../hooks/use-site"
import type { PageSite } from "../views/types"

type LayoutProps = {
  pathname: string
  site: PageSite
  children: ReactNode
}

/**
 * Every page's frame, around its view: the top bar, the page itself and the footer, in the page
 * shell that the browser script makes inert while the menu panel (beside
 * it) is open. The panel comes first in the HTML: on a slow connection the menu button shows as
 * soon as the top of the page arrives, and it can only open a panel the browser already has.
 * Closed, the panel is not rendered, so it is neither seen nor reached by keyboard before the
 * skip link.
 */
const Layout = ({ pathname, site, children }: LayoutProps) => (
  <SiteProvider value={site}>
    <MenuPanel pathname={pathname} />
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
  </SiteProvider>
)

export default Layout
type PageProps = {
  data: unknown
  path: string
  location: { pathname: string }
}

/**
 * Every page in the layout, for gatsby-ssr's and gatsby-browser's `wrapPageElement`, with the
 * site-wide content its query spreads (`...Site`). A build stops on a page whose data has none;
 * `gatsby develop` shows such a page as it is, as it must its own page for an address with no
 * page. (A page of the site cannot leave `...Site` out: its head hands the data to `siteFrom`, and
 * the type check stops it.)
 */
export const wrapInLayout = ({ element, props }: { element: ReactElement; props: PageProps }) => {
  const data = props.data as Partial<Queries.SiteFragment> | undefined
  if (!data?.siteJson) {
    if (process.env.NODE_ENV === "development") return element
    throw new Error(
      `The page at ${props.path} has no site-wide content: its query must spread the Site fragment (\`...Site\`), as every page's does.`,
    )
  }
  return (
    <Layout pathname={props.location.pathname} site={siteFrom(data as Queries.SiteFragment)}>
      {element}
    </Layout>
  )
}
