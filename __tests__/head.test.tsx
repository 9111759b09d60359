import { render } from "@testing-library/react"
import type { HeadProps } from "gatsby"
import type { ComponentType } from "react"
import { Head as NotFoundHead } from "../src/pages/404"
import { Head as BioHead } from "../src/pages/bio"
import { Head as HomeHead } from "../src/pages/index"
import { Head as MerchHead } from "../src/pages/merch"
import { Head as PhotosHead } from "../src/pages/photos"
import { Head as VideosHead } from "../src/pages/videos"
import { bioData, content, homeData } from "./support/content"
import { pageProps } from "./support/render-page"

/** Renders a page's Head export and reads back its title and description. */
const renderHead = <Data extends Record<string, unknown>>(
  Head: ComponentType<HeadProps<Data>>,
  path: string,
  data: Data,
) => {
  const { location, params, pageContext, serverData } = pageProps(path, data)
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
  Photos: () => renderHead(PhotosHead, "/photos", {}),
  Videos: () => renderHead(VideosHead, "/videos", {}),
  Merch: () => renderHead(MerchHead, "/merch", {}),
  "Page not found": () => renderHead(NotFoundHead, "/404", {}),
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

  it("names the group from content in the descriptions that mention it", () => {
    for (const renderPageHead of [heads.Photos, heads.Videos, heads.Merch]) {
      expect(renderPageHead().description).toContain(content.site.name)
    }
  })
})
