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
/** The page `gatsby develop` shows for an address with no page: Gatsby's own, with no site content. */
const DEVELOP_404_PAGE = /^\/dev-404-page\/?$/

type PageProps = {
  data: unknown
  path: string
  location: { pathname: string }
  /** What Gatsby loaded for the page; in develop, an unknown address loads its 404 page. */
  pageResources?: { page: { path: string } }
}

/**
 * Every page in the layout, for gatsby-ssr's and gatsby-browser's `wrapPageElement`, with the
 * site-wide content its query spreads (`...Site`). Gatsby's development 404 page shows as it is.
 */
export const wrapInLayout = ({ element, props }: { element: ReactElement; props: PageProps }) => {
  if (DEVELOP_404_PAGE.test(props.pageResources?.page.path ?? "")) return element
  const data = props.data as Partial<Queries.SiteFragment> | undefined
  if (!data?.siteJson) {
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
