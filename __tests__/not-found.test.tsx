import { render } from "@testing-library/react"
import { logMissingRoute } from "../src/enhancements/not-found"
import { NotFoundView } from "../src/views/not-found"
import { inLayout } from "./support/content"

/** The not-found page as the host serves it for an address: the URL is the one the visitor tried. */
const visitMissing = (pathname: string) => {
  window.history.replaceState(null, "", pathname)
  render(inLayout(<NotFoundView />, pathname))
}

describe("Not-found page", () => {
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
