import { act, screen, within } from "@testing-library/react"
import { mount, type PreviewView } from "../src/preview"
import { content } from "./support/content"

/**
 * The content editor's preview, as its frame mounts it (src/preview/index.tsx): the file's page
 * drawn by the site's views from the form as it stands, which may be half filled in while a
 * maintainer types. Each photo the form names is known at 800 × 600; a new upload not yet chosen
 * is not.
 */
const image = (value: string) =>
  value.startsWith("images/") ? { src: `/static/${value}`, width: 800, height: 600 } : undefined

const mounted: Array<{ unmount: () => void; container: Element }> = []

const preview = (view: Omit<PreviewView, "image">) => {
  const container = document.body.appendChild(document.createElement("div"))
  const root = mount(container)
  act(() => root.render({ ...view, image }))
  mounted.push({ unmount: root.unmount, container })
}

afterEach(() => {
  for (const { unmount, container } of mounted.splice(0)) {
    act(() => unmount())
    container.remove()
  }
})

const gallery = () => screen.getByRole("region", { name: "Photos" })

it("draws the edited file's page in the site's layout, with the line being typed", () => {
  preview({
    file: "bio",
    pathname: "/bio",
    content: { site: content.site, bio: { ...content.bio, subtitle: "A line being typed" } },
  })
  expect(screen.getByText("A line being typed")).toBeInTheDocument()
  expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument()
  expect(screen.getByRole("heading", { level: 1, name: "Our Story" })).toBeInTheDocument()
})

it("leaves out a new photo until its file is chosen, then numbers it after the last", () => {
  const added = { title: "The reunion's first night", fit: "cover", alt: "The choir on stage" }
  preview({
    file: "photos",
    pathname: "/photos",
    content: { site: content.site, photos: [...content.photos, added] },
  })
  expect(within(gallery()).getAllByRole("figure")).toHaveLength(content.photos.length)
  expect(screen.queryByText(added.title)).not.toBeInTheDocument()

  preview({
    file: "photos",
    pathname: "/photos",
    content: {
      site: content.site,
      photos: [...content.photos, { ...added, image: "images/photo-01.jpg" }],
    },
  })
  const shown = screen.getByText(added.title).closest("figure")
  expect(shown).toHaveAttribute("data-photo-id", String(content.photos.length + 1))
  expect(within(shown as HTMLElement).getByRole("img", { name: added.alt })).toBeInTheDocument()
})

it("shows an entry whose fields are still empty, without stopping", () => {
  preview({
    file: "videos",
    pathname: "/videos",
    content: { site: content.site, videos: [...content.videos, { title: "Half typed" }] },
  })
  expect(screen.getByText("Half typed")).toBeInTheDocument()
  expect(within(screen.getByRole("region", { name: "Videos" })).getAllByRole("link")).toHaveLength(
    content.videos.length + 1,
  )
})

it("says there is no preview yet while the site's logo or home photo is not chosen", () => {
  preview({
    file: "bio",
    pathname: "/bio",
    content: { site: { ...content.site, logo: "" }, bio: content.bio },
  })
  expect(screen.getByRole("heading", { name: "No preview yet" })).toBeInTheDocument()
  expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument()
})
