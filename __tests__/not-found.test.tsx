import { screen } from "@testing-library/react"
import { logMissingRoute } from "../src/enhancements/not-found"
import NotFoundPage from "../src/pages/404"
import { renderPage } from "./support/render-page"

/** The not-found page as the host serves it for an address: the URL is the one the visitor tried. */
const visitMissing = (pathname: string) => {
  window.history.replaceState(null, "", pathname)
  renderPage(NotFoundPage, pathname, {})
}

describe("Not-found page", () => {
  it("says 404, Oops! Page not found, and links back home", () => {
    visitMissing("/no/such/page")
    expect(screen.getByText("404")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found")
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
  })

  it("logs the attempted path to the console as an error", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    visitMissing("/no/such/page")
    logMissingRoute()
    expect(errors).toHaveBeenCalledTimes(1)
    expect(errors).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route: /no/such/page",
    )
  })

  it("logs nothing when the not-found page is asked for by its own address", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    for (const own of ["/404", "/404.html"]) {
      visitMissing(own)
      logMissingRoute()
    }
    expect(errors).not.toHaveBeenCalled()
  })

  it("logs nothing on any other page", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    window.history.replaceState(null, "", "/bio")
    logMissingRoute()
    expect(errors).not.toHaveBeenCalled()
  })
})
