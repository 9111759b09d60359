import { screen, within } from "@testing-library/react"
import VideosPage from "../src/pages/videos"
import { content, videosData } from "./support/content"
import { renderPage } from "./support/render-page"

const renderVideos = () => renderPage(VideosPage, "/videos", videosData)

describe("Videos", () => {
  it("is headed Videos, with its subtitle", () => {
    renderVideos()
    expect(screen.getByRole("heading", { level: 1, name: "Videos" })).toBeInTheDocument()
    expect(screen.getByText("Behind the Scenes Rehearsal Videos")).toBeInTheDocument()
  })

  it("shows four Music Video cards that open their video pages in a new tab", () => {
    renderVideos()
    const list = within(screen.getByRole("region", { name: "Videos" })).getAllByRole("listitem")
    expect(list).toHaveLength(4)

    const titles = [
      "Band Rehearsal Setup Video",
      "I Trust in God",
      "Water My Soul (Vocal Rehearsal)",
      "What A Friend We Have in Jesus",
    ]
    list.forEach((item, index) => {
      const link = within(item).getByRole("link")
      expect(link).toHaveTextContent(titles[index])
      expect(link).toHaveTextContent("Music Video")
      expect(link).toHaveAttribute("href", content.videos[index].url)
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    })
  })

  it("embeds no video player", () => {
    const { container } = renderVideos()
    expect(container.querySelector("iframe, video, embed, object")).toBeNull()
  })

  it("has a Visit Our YouTube Channel button that opens the channel in a new tab", () => {
    renderVideos()
    const channel = screen.getByRole("link", { name: /^Visit Our YouTube Channel/ })
    expect(channel).toHaveAttribute("href", content.site.channelUrl)
    expect(channel).toHaveAttribute("target", "_blank")
    expect(channel).toHaveAttribute("rel", "noopener noreferrer")
  })
})
