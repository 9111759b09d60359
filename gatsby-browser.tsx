import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import { wrapInLayout } from "./src/components/layout"

/**
 * Only `gatsby develop` runs this file: the built pages load no Gatsby runtime, only the browser
 * script (plugins/gatsby-plugin-plain-html). In develop, React renders the pages in the browser,
 * with the same layout and the same browser script as the built site.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapInLayout

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  void import("./src/enhancements")
}
