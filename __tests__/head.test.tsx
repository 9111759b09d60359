import { render } from "@testing-library/react"
import type { HeadProps } from "gatsby"
import type { ComponentType } from "react"
import { Head as NotFoundHead } from "../src/pages/404"
import { Head as BioHead } from "../src/pages/bio"
import { Head as HomeHead } from "../src/pages/index"
import { Head as MerchHead } from "../src/pages/merch"
import { Head as VideosHead } from "../src/pages/videos"
import { Head as PhotosHead } from "../src/templates/photos"
import { galleryPages } from "../src/lib/gallery"
import {
  bioData,
  content,
  homeData,
  merchData,
  notFoundData,
  photosData,
  videosData,
} from "./support/content"
import { pageProps } from "./support/render-page"

/** Renders a page's Head export and reads back its title and description. */
const renderHead = <Data extends Record<string, unknown>, Context extends object = object>(
  Head: ComponentType<HeadProps<Data, Context>>,
  path: string,
  data: Data,
  context = {} as Context,
) => {
  const { location, params, pageContext, serverData } = pageProps(path, data, context)
  const { container } = render(
    <Head
      location={location}
      params={params}
      data={data}
      pageContext={pageContext}
      serverData={serverData}
    />,
  )
  return {
    title: container.querySelector("title")?.textContent,
    description: container.querySelector('meta[name="description"]')?.getAttribute("content"),
  }
}

const heads = {
  Home: () => renderHead(HomeHead, "/", homeData),
  Bio: () => renderHead(BioHead, "/bio", bioData),
  Photos: () => renderHead(PhotosHead, "/photos", photosData, galleryPages(16)[0]),
  Videos: () => renderHead(VideosHead, "/videos", videosData),
  Merch: () => renderHead(MerchHead, "/merch", merchData),
  "Page not found": () => renderHead(NotFoundHead, "/404", notFoundData),
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
    const { title } = renderHead(PhotosHead, "/photos/2", photosData, second)
    expect(title).toBe(`Photos, page 2 of 3 · ${content.site.name}`)
  })

  it("names the group from content in the descriptions that mention it", () => {
    for (const renderPageHead of [heads.Photos, heads.Videos, heads.Merch]) {
      expect(renderPageHead().description).toContain(content.site.name)
    }
  })
})
