import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import Layout from "./src/components/layout"
import {
  PlaceholderStyles,
  placeholderCss,
  type PlaceholderSheet,
} from "./src/components/placeholder-styles"

/**
 * Only `gatsby develop` runs this file: the production pages load no Gatsby runtime, only the
 * browser script (see gatsby-ssr.tsx). In develop, React renders the pages in the browser, with
 * the same layout, placeholder styles and browser script as the built site.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)

const sheet: PlaceholderSheet = new Map()

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <PlaceholderStyles sheet={sheet}>{element}</PlaceholderStyles>
)

/** After each render, the placeholders collected so far, in one style element in the head. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  const style =
    document.getElementById("placeholder-styles") ??
    document.head.appendChild(
      Object.assign(document.createElement("style"), { id: "placeholder-styles" }),
    )
  style.textContent = placeholderCss(sheet)
}

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  void import("./src/enhancements")
}
