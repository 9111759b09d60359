import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react"
import type { GatsbySSR } from "gatsby"
import Layout from "./src/components/layout"
import {
  placeholderCss,
  PlaceholderStyles,
  type PlaceholderSheet,
} from "./src/components/placeholder-styles"

/** The built browser script's files, set by gatsby-node.ts when it builds the HTML renderer. */
declare const BROWSER_SCRIPTS: string[]

/**
 * Every page is complete HTML and loads no Gatsby runtime: its words, pictures, links, menu panel
 * and tooltips work from the HTML and CSS, and one small module script adds the rest
 * (src/enhancements/). Following a link loads the next page as HTML, as any website does.
 *
 * So the router's wrapper renders without the focus handling that only client-side page changes
 * need (and its inline style), and without the live region that announces them.
 */
const ROUTER_WRAPPER_ID = "gatsby-focus-wrapper"
const ROUTE_ANNOUNCER_ID = "gatsby-announcer"

const withoutClientRouting = (element: ReactElement<{ children?: ReactNode }>) =>
  cloneElement(
    element,
    undefined,
    ...Children.toArray(element.props.children).flatMap(child => {
      if (!isValidElement<{ id?: string; primary?: boolean }>(child)) return [child]
      if (child.props.id === ROUTE_ANNOUNCER_ID) return []
      if (child.props.id === ROUTER_WRAPPER_ID) return [cloneElement(child, { primary: false })]
      return [child]
    }),
  )

/** Each page's image placeholders, by path, from its render until its HTML is written. */
const placeholderSheets = new Map<string, PlaceholderSheet>()

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const sheet: PlaceholderSheet = new Map()
  placeholderSheets.set(pathname, sheet)
  return <PlaceholderStyles sheet={sheet}>{withoutClientRouting(element)}</PlaceholderStyles>
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)

const isElement = (node: ReactNode): node is ReactElement<Record<string, unknown>> =>
  isValidElement(node)

/** Gatsby's scripts slice: its bundles and chunk map, rendered after the page body. */
const GATSBY_SCRIPTS_SLICE = "_gatsby-scripts"

const isGatsbyRuntime = (node: ReactNode) =>
  isElement(node) && (node.type === "script" || node.props.sliceId === GATSBY_SCRIPTS_SLICE)

const isScriptPreload = (node: ReactNode) =>
  isElement(node) && node.type === "link" && node.props.as === "script"

/**
 * Gatsby's runtime out, the site's own script and the page's placeholder styles in: after the
 * body, Gatsby adds the page path as a script and its bundles through a slice, and it may add
 * preload links for them to the head.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const sheet = placeholderSheets.get(pathname)
  placeholderSheets.delete(pathname)
  replaceHeadComponents([
    ...getHeadComponents().filter(node => !isScriptPreload(node)),
    sheet && sheet.size > 0 ? (
      <style key="placeholders" dangerouslySetInnerHTML={{ __html: placeholderCss(sheet) }} />
    ) : null,
    ...BROWSER_SCRIPTS.map(src => <script key={src} type="module" src={src} />),
  ])
  replacePostBodyComponents(getPostBodyComponents().filter(node => !isGatsbyRuntime(node)))
}
