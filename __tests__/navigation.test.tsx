import { render, screen, within } from "@testing-library/react"
import Layout from "../src/components/layout"
import { content } from "./support/content"
import { pages } from "./support/spec"

const renderLayout = (pathname: string) =>
  render(
    <Layout pathname={pathname}>
      <h1>Page body</h1>
    </Layout>,
  )

const mainNav = () => screen.getByRole("navigation", { name: "Main" })

describe("top bar", () => {
  it("shows the logo and the group name from content, linking home", () => {
    renderLayout("/bio")
    const banner = screen.getByRole("banner")
    const homeLink = within(banner).getByRole("link", { name: content.site.name })
    expect(homeLink).toHaveAttribute("href", "/")
    expect(homeLink.querySelector(`img[src$="${content.site.logo}"]`)).toBeInTheDocument()
  })

  it("lists Home, Bio, Photos, Videos and Merch in that order", () => {
    renderLayout("/")
    const links = within(mainNav()).getAllByRole("link")
    expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual(pages)
  })

  it.each(pages)("marks %s as the current page on %s, and no other link", (label, path) => {
    renderLayout(path)
    const links = within(mainNav()).getAllByRole("link")
    const current = links.filter(link => link.getAttribute("aria-current") === "page")
    expect(current.map(link => link.textContent)).toEqual([label])
  })

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

  it("repeats every page link in the footer, so they work without the menu", () => {
    renderLayout("/merch")
    const footerNav = screen.getByRole("navigation", { name: "Footer" })
    const links = within(footerNav).getAllByRole("link")
    expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual(pages)
    expect(within(footerNav).getByRole("link", { name: "Merch" })).toHaveAttribute(
      "aria-current",
      "page",
    )
  })

  it("offers a skip link to the main content", () => {
    renderLayout("/")
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main")
    expect(screen.getByRole("main")).toHaveAttribute("id", "main")
  })
})
