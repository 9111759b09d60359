import { render } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { Component, type ComponentType } from "react"
import Layout from "../../src/components/layout"

type PageData = Record<string, unknown>

/** The props Gatsby gives a page at `pathname`, with the page query's data. */
export const pageProps = <Data extends PageData>(
  pathname: string,
  data: Data,
): PageProps<Data> => ({
  path: pathname,
  uri: pathname,
  location: { ...window.location, pathname, state: null, key: "initial" },
  params: {},
  pageContext: {},
  pageResources: {
    component: new Component({}),
    json: { data, pageContext: {} },
    page: { componentChunkName: "test", path: pathname, webpackCompilationHash: "test" },
  },
  data,
  serverData: {},
  children: undefined,
})

/** Renders a page inside the site's real layout, as gatsby-browser and gatsby-ssr wrap every page. */
export const renderPage = <Data extends PageData>(
  Page: ComponentType<PageProps<Data>>,
  pathname: string,
  data: Data,
) =>
  render(
    <Layout pathname={pathname}>
      <Page {...pageProps(pathname, data)} />
    </Layout>,
  )
