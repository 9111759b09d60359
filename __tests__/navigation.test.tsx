import { render, screen, within } from "@testing-library/react"
import Layout from "../src/components/layout"
import { siteOf } from "../src/hooks/use-site"
import { siteData } from "./support/content"

const renderLayout = (pathname: string) =>
  render(
    <Layout pathname={pathname} site={siteOf(siteData)}>
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
