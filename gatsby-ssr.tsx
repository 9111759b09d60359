import type { GatsbySSR } from "gatsby"
import { wrapInLayout } from "./src/components/layout"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapInLayout
