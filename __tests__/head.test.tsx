import { render } from "@testing-library/react"
import type { ReactElement } from "react"
import { galleryPages } from "../src/lib/gallery"
import { BioHead } from "../src/views/bio"
import { HomeHead } from "../src/views/home"
import { MerchHead } from "../src/views/merch"
import { NotFoundHead } from "../src/views/not-found"
import { PhotosHead } from "../src/views/photos"
import { VideosHead } from "../src/views/videos"
import { content, views } from "./support/content"

/**
 * Renders a view's head and reads back its title and description, from the document's head, where
 * React places a <title> and a <meta> wherever they are rendered.
 */
const renderHead = (head: ReactElement) => {
  const { unmount } = render(head)
  const read = {
    title: document.head.querySelector("title")?.textContent,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute("content"),
  }
  unmount()
  return read
}

const { site } = views
const photosHead = (pathname: string, { pageNumber, pageCount } = galleryPages(16)[0]) => (
  <PhotosHead
    site={site}
    pathname={pathname}
    photos={views.photos}
    pageNumber={pageNumber}
    pageCount={pageCount}
  />
)

const heads = {
  Home: () => renderHead(<HomeHead site={site} pathname="/" features={views.features} />),
  Bio: () => renderHead(<BioHead site={site} pathname="/bio" bio={views.bio} />),
  Photos: () => renderHead(photosHead("/photos")),
  Videos: () => renderHead(<VideosHead site={site} pathname="/videos" />),
  Merch: () => renderHead(<MerchHead site={site} pathname="/merch" products={views.products} />),
  "Page not found": () => renderHead(<NotFoundHead site={site} />),
}

describe("every page's head", () => {
  it.each(Object.entries(heads))(
    "%s is titled 'Page · group name' and has a meta description",
    (page, renderPageHead) => {
      const { title, description } = renderPageHead()
      expect(title).toBe(`${page} · ${content.site.name}`)
      expect(description?.length).toBeGreaterThan(30)
    },
  )

  it("numbers the gallery's pages in their titles once it has more than one", () => {
    const [, second] = galleryPages(60)
    const { title } = renderHead(photosHead("/photos/2", second))
    expect(title).toBe(`Photos, page 2 of 3 · ${content.site.name}`)
  })

  it("names the group from content in the descriptions that mention it", () => {
    for (const renderPageHead of [heads.Photos, heads.Videos, heads.Merch]) {
      expect(renderPageHead().description).toContain(content.site.name)
    }
  })
})
