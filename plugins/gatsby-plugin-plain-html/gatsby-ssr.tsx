import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react"
import type { GatsbySSR } from "gatsby"
import type { ScriptFile } from "./browser-script"
import { ROUTE_ANNOUNCER_ID, ROUTER_WRAPPER_ID, SCRIPTS_SLICE_ID } from "./gatsby-internals"
import { SPECULATION_RULES, SPECULATION_RULES_TYPE } from "./speculation-rules"

/**
 * The built browser script's files and their integrity, set by gatsby-node.ts when it builds the
 * HTML renderer.
 */
declare const BROWSER_SCRIPTS: ScriptFile[]

/**
 * Every page is complete HTML and loads no Gatsby runtime: its words, pictures, links and styles
 * work from the HTML and CSS, and one small module script adds the rest. Following a link loads
 * the next page as HTML, as any website does.
 *
 * So the router's wrapper renders without the focus handling that only client-side page changes
 * need (and its inline style), and without the live region that announces them. Gatsby hands the
 * root as an element already made, so its children are taken out or changed by cloning it.
 */
/* eslint-disable @eslint-react/no-clone-element, @eslint-react/no-children-to-array */
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
/* eslint-enable @eslint-react/no-clone-element, @eslint-react/no-children-to-array */

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) =>
  isValidElement<{ children?: ReactNode }>(element) ? withoutClientRouting(element) : element

const isElement = (node: ReactNode): node is ReactElement<Record<string, unknown>> =>
  isValidElement(node)

const isGatsbyRuntime = (node: ReactNode) =>
  isElement(node) && (node.type === "script" || node.props.sliceId === SCRIPTS_SLICE_ID)

const isScriptPreload = (node: ReactNode) =>
  isElement(node) && node.type === "link" && node.props.as === "script"

/**
 * Gatsby's runtime out, the site's own script in: after the body, Gatsby adds the page path as a
 * script and its bundles through a slice, and it may add preload links for them to the head.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents([
    ...getHeadComponents().filter(node => !isScriptPreload(node)),
    ...BROWSER_SCRIPTS.map(({ src, integrity }) => (
      <script key={src} type="module" src={src} integrity={integrity} />
    )),
  ])
  replacePostBodyComponents(getPostBodyComponents().filter(node => !isGatsbyRuntime(node)))
}

/**
 * The built pages prerender the next one on the visitor's intent (speculation-rules.ts).
 * `gatsby develop` serves its pages as they are asked for, with its runtime and reloading.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  if (process.env.NODE_ENV !== "production") return
  setHeadComponents([
    <script
      key={SPECULATION_RULES_TYPE}
      type={SPECULATION_RULES_TYPE}
      // The project's own constant, as JSON.
      // eslint-disable-next-line @eslint-react/dom-no-dangerously-set-innerhtml
      dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }}
    />,
  ])
}
