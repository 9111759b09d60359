import type { PageProps } from "gatsby"
import { Component } from "react"

type PageData = Record<string, unknown>

/**
 * The props Gatsby gives a page at `pathname`, with its page query's data: for rendering a page
 * outside Gatsby, in the content editor's preview and in the unit tests.
 */
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
    page: { componentChunkName: "preview", path: pathname, webpackCompilationHash: "preview" },
  },
  data,
  serverData: {},
  children: undefined,
})
