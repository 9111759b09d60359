import { screen, within } from "@testing-library/react"
import { galleryPages } from "../src/lib/gallery"
import PhotosPage from "../src/templates/photos"
import { content, photosData } from "./support/content"
import { renderPage } from "./support/render-page"

/** The gallery the site opened with, in order, with each photo's fit (docs/product.md §5). */
const spec = [
  [1, "Around the Piano, Late 1980s", "cover"],
  [2, "Commissioned Concert Flyer, 1987", "contain"],
  [3, "Signed Group Photo, 1987", "contain"],
  [4, "Vocal Rehearsal, January 2025", "cover"],
  [5, "Band Rehearsal, March 2025", "cover"],
  [6, "Group Photo, March 2025", "cover"],
  [7, "Vocal Rehearsal, May 2025", "cover"],
  [8, "Group Photo, May 2025", "cover"],
  [9, "A Sunny Day, June 2025", "cover"],
  [10, "Living Room Session, June 2025", "cover"],
  [11, "Living Room Session, July 2025", "contain"],
  [12, "July Rehearsal: Drum Setup", "cover"],
  [13, "July Rehearsal: Lyrics", "contain"],
  [14, "July Rehearsal: Full Band", "cover"],
  [15, "Band Rehearsal, August 2025", "cover"],
  [16, "Living Room Session, August 2025", "cover"],
] as const

const renderPhotos = () => renderPage(PhotosPage, "/photos", photosData, galleryPages(16)[0])
const gallery = () => screen.getByRole("region", { name: "Photos" })
const figures = () => within(gallery()).getAllByRole("figure")
/** The photo of a figure, as a screen reader finds it: the image named by its alt text. */
const photoOf = (figure: HTMLElement) => within(figure).getByRole("img")

describe("Photos", () => {
  it("is headed Photo Gallery", () => {
    renderPhotos()
    expect(screen.getByRole("heading", { level: 1, name: "Photo Gallery" })).toBeInTheDocument()
  })

  it("shows the 16 photos with their titles in content order", () => {
    renderPhotos()
    expect(figures().map(figure => figure.querySelector("figcaption")?.textContent)).toEqual(
      spec.map(([, title]) => title),
    )
  })

  it("describes every photo with its alt text from content", () => {
    renderPhotos()
    for (const photo of content.photos) {
      expect(within(gallery()).getByRole("img", { name: photo.alt })).toBeInTheDocument()
    }
  })

  it("fits each photo as its content entry says: contained or cropped to fill", () => {
    renderPhotos()
    // The browser suite checks the computed object-fit; jsdom has no style sheet to compute it.
    const fits = figures().map(figure =>
      ["contain", "cover"].filter(fit => photoOf(figure).classList.contains(`object-${fit}`)),
    )
    expect(fits).toEqual(spec.map(([, , fit]) => [fit]))
  })

  it("gives extra top margin only to the photo whose content asks for it (id 5)", () => {
    renderPhotos()
    const withMargin = figures().filter(figure => figure.classList.contains("mt-8"))
    expect(withMargin.map(figure => figure.dataset.photoId)).toEqual(["5"])
  })

  it("cannot be clicked to enlarge: no links or buttons in the gallery", () => {
    renderPhotos()
    expect(within(gallery()).queryAllByRole("link")).toHaveLength(0)
    expect(within(gallery()).queryAllByRole("button")).toHaveLength(0)
  })

  it("loads the first photo at once and the others as they come near", () => {
    renderPhotos()
    const loading = figures().map(figure => photoOf(figure).getAttribute("loading"))
    expect(loading[0]).toBe("eager")
    expect(new Set(loading.slice(1))).toEqual(new Set(["lazy"]))
  })

  it("is one page while the gallery fits on one: no page links", () => {
    renderPhotos()
    expect(screen.queryByRole("navigation", { name: "Gallery pages" })).not.toBeInTheDocument()
  })
})

describe("a gallery of many pages", () => {
  it("cuts 60 photos into pages of 24, 24 and 12, in content order, losing and repeating none", () => {
    const pages = galleryPages(60)
    expect(pages.map(({ skip, limit }) => [skip, Math.min(limit, 60 - skip)])).toEqual([
      [0, 24],
      [24, 24],
      [48, 12],
    ])
  })

  it("links every page from each, with the current one marked", () => {
    renderPage(PhotosPage, "/photos/2", photosData, galleryPages(60)[1])
    const nav = screen.getByRole("navigation", { name: "Gallery pages" })
    const links = within(nav).getAllByRole("link")
    expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Previous page", "/photos"],
      ["Page 1", "/photos"],
      ["Page 2", "/photos/2"],
      ["Page 3", "/photos/3"],
      ["Next page", "/photos/3"],
    ])
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    expect(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", {
        name: "Photos",
      }),
    ).toHaveAttribute("aria-current", "page")
  })
})
