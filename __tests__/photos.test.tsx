import { screen, within } from "@testing-library/react"
import { galleryPages } from "../src/lib/gallery"
import PhotosPage from "../src/templates/photos"
import { content, photosData } from "./support/content"
import { renderPage } from "./support/render-page"

const renderPhotos = () => renderPage(PhotosPage, "/photos", photosData, galleryPages(16)[0])
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
