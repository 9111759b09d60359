import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import Layout from "./src/components/layout"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)
