import { screen, within } from "@testing-library/react"
import BioPage from "../src/pages/bio"
import { bioData, content } from "./support/content"
import { renderPage } from "./support/render-page"

describe("Bio", () => {
  it("opens with Our Story and the subtitle about the journey", () => {
    renderPage(BioPage, "/bio", bioData)
    expect(screen.getByRole("heading", { level: 1, name: "Our Story" })).toBeInTheDocument()
    expect(screen.getByText(content.bio.subtitle)).toBeInTheDocument()
  })

  it("tells the history in an About section of two paragraphs from content", () => {
    renderPage(BioPage, "/bio", bioData)
    const about = screen.getByRole("region", { name: "About" })
    const paragraphs = within(about).getAllByText(/./, { selector: "p" })
    expect(paragraphs.map(p => p.textContent)).toEqual(content.bio.paragraphs)
    expect(paragraphs).toHaveLength(2)
    expect(paragraphs[0]).toHaveTextContent(/1987/)
    expect(paragraphs[1]).toHaveTextContent(/Nearly 40 years later/)
  })
})
