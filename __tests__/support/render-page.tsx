import { render } from "@testing-library/react"
import type { PageProps } from "gatsby"
import type { ComponentType } from "react"
import Layout from "../../src/components/layout"
import { siteOf } from "../../src/hooks/use-site"
import { pageProps } from "../../src/preview/page-props"
import { siteData } from "./content"

export { pageProps }

type PageData = Record<string, unknown>

/**
 * Renders a page inside the site's real layout, as gatsby-browser and gatsby-ssr wrap every page,
 * with the site-wide content every page's query has.
 */
export const renderPage = <Data extends PageData, Context extends object = object>(
  Page: ComponentType<PageProps<Data, Context>>,
  pathname: string,
  data: Data,
  pageContext: Context = {} as Context,
) =>
  render(
    <Layout pathname={pathname} site={siteOf(siteData)}>
      <Page {...pageProps(pathname, data, pageContext)} />
    </Layout>,
  )
