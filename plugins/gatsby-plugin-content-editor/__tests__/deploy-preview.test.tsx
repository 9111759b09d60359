import { render, screen } from "@testing-library/react"
import type { RenderBodyArgs } from "gatsby"
import type { ReactNode } from "react"
import { onRenderBody } from "../gatsby-ssr"

/**
 * A deploy preview (the host's build of a proposed change) says on every page that it is one and
 * asks not to be indexed; the published site's pages carry neither. The page renderer learns which
 * build it is from DEPLOY_PREVIEW (gatsby-node.ts defines it, build-environment.ts decides it).
 */
const renderBody = (deployPreview: boolean) => {
  Object.assign(globalThis, { DEPLOY_PREVIEW: deployPreview })
  const head: ReactNode[] = []
  const body: ReactNode[] = []
  const args: Pick<RenderBodyArgs, "setHeadComponents" | "setPreBodyComponents"> = {
    setHeadComponents: components => head.push(...components),
    setPreBodyComponents: components => body.push(...components),
  }
  onRenderBody?.(args as RenderBodyArgs, { plugins: [] })
  return { head, body }
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, "DEPLOY_PREVIEW")
})

test("a deploy preview's pages say they are a preview, with their own style sheet, and are not indexed", () => {
  const { head, body } = renderBody(true)
  render(
    <>
      {head}
      {body}
    </>,
  )
  expect(screen.getByRole("complementary", { name: "Preview" })).toHaveTextContent(
    "Preview of a change not yet published",
  )
  // React places a <meta> in the document's head wherever it is rendered.
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  // The pages' policy allows styles from the site's own files, and no style attribute.
  expect(document.querySelector('link[rel="stylesheet"]')).toHaveAttribute(
    "href",
    "/deploy-preview.css",
  )
  expect(document.querySelector("[style]")).toBeNull()
})

test("the published site's pages carry no mark", () => {
  expect(renderBody(false)).toEqual({ head: [], body: [] })
})
