import type { GatsbySSR } from "gatsby"
import { wrapInLayout } from "./src/components/layout"
import { TOP_BAR_ID } from "./src/components/site-header"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" })
  // A change of page keeps the top bar in place (src/styles/global.css) only if the next page's bar
  // is there at its first frame, when the browser takes its picture; a parser that pauses before
  // the bar (a busy phone, the styles in the head) would show the page without it, and the bar
  // would fade out and in with the rest. The bar comes early in the body, so the wait is short.
  setHeadComponents([
    <link key="expect-top-bar" rel="expect" href={`#${TOP_BAR_ID}`} blocking="render" />,
  ])
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapInLayout
