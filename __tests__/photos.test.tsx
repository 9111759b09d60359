import { render, screen, within } from "@testing-library/react"
import { PhotosView } from "../src/views/photos"
import { content, inLayout, views } from "./support/content"

const renderPhotos = () =>
  render(inLayout(<PhotosView photos={views.photos} pageNumber={1} pageCount={1} />, "/photos"))
const gallery = () => screen.getByRole("region", { name: "Photos" })

describe("Photos", () => {
  it("describes every photo with its alt text from content", () => {
    renderPhotos()
    for (const photo of content.photos) {
      expect(within(gallery()).getByRole("img", { name: photo.alt })).toBeInTheDocument()
    }
  })

  it("is one page while the gallery fits on one: no page links", () => {
    renderPhotos()
    expect(screen.queryByRole("navigation", { name: "Gallery pages" })).not.toBeInTheDocument()
  })
})
