import { render } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { Component, type ComponentType } from "react"
import Layout from "../../src/components/layout"
import { siteOf } from "../../src/hooks/use-site"
import { siteData } from "./content"

type PageData = Record<string, unknown>

/** The props Gatsby gives a page at `pathname`, with the page query's data. */
export const pageProps = <Data extends PageData, Context extends object = object>(
  pathname: string,
  data: Data,
  pageContext: Context = {} as Context,
): PageProps<Data, Context> => ({
  path: pathname,
  uri: pathname,
  location: { ...window.location, pathname, state: null, key: "initial" },
  params: {},
  pageContext,
  pageResources: {
    component: new Component({}),
    json: { data, pageContext },
    page: { componentChunkName: "test", path: pathname, webpackCompilationHash: "test" },
  },
  data,
  serverData: {},
  children: undefined,
})

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
