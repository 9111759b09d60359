/**
 * The content editor's preview of each content file: the page that shows it, drawn by the site's
 * own views (src/views/), as the built pages are, from the content as the editor's form holds it
 * (content.ts).
 * The content model plugin bundles this file with the site's React for the editor (its admin.ts)
 * and mounts it in the editor's preview frame (its admin/preview.mjs); the editor renders with a
 * React of its own, which cannot draw the site's components.
 */
import type { ReactElement } from "react"
import { createRoot } from "react-dom/client"
import Layout from "../components/layout"
import PageHeader from "../components/page-header"
import type { HomeSite } from "../views/types"
import { BioView } from "../views/bio"
import { HomeView } from "../views/home"
import { MerchView } from "../views/merch"
import { PhotosView } from "../views/photos"
import { VideosView } from "../views/videos"
import {
  bioContent,
  featuresContent,
  merchContent,
  photosContent,
  siteContent,
  videosContent,
  type ImageLookup,
} from "./content"

export type { ImageLookup, PreviewImage } from "./content"

/** The content files by name ("photos" for content/photos.json), as in the files. */
type Content = Partial<Record<string, unknown>>

type Page = (site: HomeSite, content: Content, image: ImageLookup) => ReactElement

const home: Page = (site, { features }) => (
  <HomeView site={site} features={featuresContent(features)} />
)

/** The page of each content file; the site's texts and links are on every page, Home shows most. */
const pages: Record<string, Page> = {
  site: home,
  features: home,
  bio: (_site, { bio }) => <BioView bio={bioContent(bio)} />,
  // The whole gallery on one page: the site splits it into pages of 24.
  photos: (_site, { photos }, image) => (
    <PhotosView photos={photosContent(photos, image)} pageNumber={1} pageCount={1} />
  ),
  videos: (_site, { videos }) => <VideosView videos={videosContent(videos)} />,
  merch: (_site, { merch }, image) => <MerchView products={merchContent(merch, image)} />,
}

/** The content files a file's preview shows: its own, the site-wide content, and Home's cards. */
export const filesShown = (file: string) =>
  file === "site" || file === "features" ? ["site", "features"] : ["site", file]

export type PreviewView = {
  /** The content file being edited, by name ("bio"). */
  file: string
  /** The address of the page that shows it ("/bio"). */
  pathname: string
  /** The files `filesShown` names: the one being edited as its form holds it, the others as saved. */
  content: Content
  image: ImageLookup
}

const Preview = ({ file, pathname, content, image }: PreviewView) => {
  const site = siteContent(content.site, image)
  const page = pages[file]
  if (!page) return null
  if (!site) {
    return (
      <PageHeader
        title="No preview yet"
        subtitle="The preview shows once the site's logo and home photo are chosen."
      />
    )
  }
  return (
    <Layout pathname={pathname} site={site}>
      {page(site, content, image)}
    </Layout>
  )
}

/** Draws the preview into `container` (in the editor's preview frame), again on every change. */
export const mount = (container: Element) => {
  const root = createRoot(container)
  return {
    render: (view: PreviewView) => root.render(<Preview {...view} />),
    unmount: () => root.unmount(),
  }
}
