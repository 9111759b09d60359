import { render, screen, within } from "@testing-library/react"
import Layout, { wrapInLayout } from "../src/components/layout"
import { views } from "./support/content"

const renderLayout = (pathname: string) =>
  render(
    <Layout pathname={pathname} site={views.site}>
      <h1>Page body</h1>
    </Layout>,
  )

const mainNav = () => screen.getByRole("navigation", { name: "Main" })

describe("top bar", () => {
  it("treats a trailing slash as the same page", () => {
    renderLayout("/photos/")
    expect(within(mainNav()).getByRole("link", { name: "Photos" })).toHaveAttribute(
      "aria-current",
      "page",
    )
  })

  it("marks no link as current on a page outside the navigation", () => {
    renderLayout("/no-such-page")
    for (const link of within(mainNav()).getAllByRole("link")) {
      expect(link).not.toHaveAttribute("aria-current")
    }
  })
})

/**
 * Built pages are in the layout (the browser suite walks every one); here, the pages whose data
 * cannot give it.
 */
/**
 * Built pages are in the layout (the browser suite walks every one); here, the pages whose data
 * cannot give it.
 */
describe("every page's frame (wrapPageElement)", () => {
  const page = <h1>Page body</h1>
  const wrap = (path: string, data: unknown) =>
    wrapInLayout({ element: page, props: { data, path, location: { pathname: path } } })

  it("stops on a page whose query does not spread the Site fragment, naming the page", () => {
    expect(() => wrap("/tour", {})).toThrow(
      "The page at /tour has no site-wide content: its query must spread the Site fragment",
    )
  })

  it("in gatsby develop, leaves a page without site-wide content as it is (develop's own 404 page)", () => {
    const environment = process.env.NODE_ENV
    process.env.NODE_ENV = "development"
    try {
      expect(wrap("/dev-404-page/", {})).toBe(page)
    } finally {
      process.env.NODE_ENV = environment
    }
  })
})
