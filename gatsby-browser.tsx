import "./src/styles/global.css"
import { startTransition, type ReactNode } from "react"
import type { Container, Renderer } from "react-dom"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import Layout from "./src/components/layout"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)

/**
 * Hydrates the page as a transition, which React works through in slices of a few milliseconds
 * instead of one long task. The page is complete HTML already, so nothing waits for hydration;
 * this keeps the main thread free for the visitor's first tap while it happens. An empty
 * container (`gatsby develop` renders in the browser only) gets a plain render.
 */
const hydrateInSlices = (element: ReactNode, container: Container | null) => {
  if (!(container instanceof Element)) return undefined
  if (!container.hasChildNodes()) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
  return undefined
}

// Gatsby types the renderer as react-dom's legacy render(), whose overloads return what they
// rendered; Gatsby only uses the return value as an optional cleanup function.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInSlices as Renderer
