import { render, screen, within } from "@testing-library/react"
import { BioView } from "../src/views/bio"
import { content, inLayout, views } from "./support/content"

const renderBio = () => render(inLayout(<BioView bio={views.bio} />, "/bio"))

describe("Bio", () => {
  it("opens with Our Story and the subtitle about the journey", () => {
    renderBio()
    expect(screen.getByRole("heading", { level: 1, name: "Our Story" })).toBeInTheDocument()
    expect(screen.getByText(content.bio.subtitle)).toBeInTheDocument()
  })

  it("tells the history in an About section of two paragraphs from content", () => {
    renderBio()
    const about = screen.getByRole("region", { name: "About" })
    const paragraphs = within(about).getAllByText(/./, { selector: "p" })
    expect(paragraphs.map(p => p.textContent)).toEqual(content.bio.paragraphs)
    expect(paragraphs).toHaveLength(2)
    expect(paragraphs[0]).toHaveTextContent(/1987/)
    expect(paragraphs[1]).toHaveTextContent(/Nearly 40 years later/)
  })
})
