import { render, screen, within } from "@testing-library/react"
import Layout from "../src/components/layout"

const BrokenPage = (): never => {
  throw new Error("content could not be shown")
}

describe("when rendering a page throws", () => {
  it("shows Unexpected Application Error! instead of a blank page, with the navigation still usable", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    render(
      <Layout pathname="/bio">
        <BrokenPage />
      </Layout>,
    )
    expect(
      screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole("main")).getByRole("link", { name: "Return to Home" }),
    ).toHaveAttribute("href", "/")

    const nav = screen.getByRole("navigation", { name: "Main" })
    expect(within(nav).getAllByRole("link")).toHaveLength(5)
    expect(within(nav).getByRole("link", { name: "Bio" })).toHaveAttribute("aria-current", "page")
    errors.mockRestore()
  })

  it("shows the page again once the visitor goes to another page", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    const { rerender } = render(
      <Layout pathname="/bio">
        <BrokenPage />
      </Layout>,
    )
    rerender(
      <Layout pathname="/photos">
        <h1>Photo Gallery</h1>
      </Layout>,
    )
    expect(screen.getByRole("heading", { level: 1, name: "Photo Gallery" })).toBeInTheDocument()
    expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument()
    errors.mockRestore()
  })
})
