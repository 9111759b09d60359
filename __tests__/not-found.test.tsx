import { screen } from "@testing-library/react"
import NotFoundPage from "../src/pages/404"
import { renderPage } from "./support/render-page"

describe("Not-found page", () => {
  it("says 404, Oops! Page not found, and links back home", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    renderPage(NotFoundPage, "/no/such/page", {})
    expect(screen.getByText("404")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found")
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    errors.mockRestore()
  })

  it("logs the attempted path to the console as an error", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    renderPage(NotFoundPage, "/no/such/page", {})
    expect(errors).toHaveBeenCalledTimes(1)
    expect(errors).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route: /no/such/page",
    )
    errors.mockRestore()
  })

  it("logs nothing when the not-found page is asked for by its own address", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    for (const own of ["/404", "/404.html"]) renderPage(NotFoundPage, own, {})
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
