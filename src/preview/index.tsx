/**
 * The content editor's preview of each content file: the page that shows it, drawn by the site's
 * own pages and components in the site's layout, with the content as the editor's form holds it.
 * The content model plugin bundles this file with the site's React for the editor (its admin.ts)
 * and mounts it in the editor's preview frame (its admin/preview.mjs); the editor renders with a
 * React of its own, which cannot draw the site's components.
 */
import type { ReactElement } from "react"
import { createRoot } from "react-dom/client"
import Layout from "../components/layout"
import PageHeader from "../components/page-header"
import { siteOf } from "../hooks/use-site"
import IndexPage from "../pages/index"
import BioPage from "../pages/bio"
import MerchPage from "../pages/merch"
import VideosPage from "../pages/videos"
import PhotosPage from "../templates/photos"
import {
  bioData,
  homeData,
  merchData,
  photosData,
  siteData,
  videosData,
  type ImageLookup,
  type SiteData,
} from "./page-data"
import { pageProps } from "./page-props"

export type { ImageLookup, PreviewImage } from "./page-data"

/** The content files by name ("photos" for content/photos.json), as in the files. */
type Content = Partial<Record<string, unknown>>

type Page = (site: SiteData, content: Content, image: ImageLookup, pathname: string) => ReactElement

const home: Page = (site, { features }, _image, pathname) => (
  <IndexPage {...pageProps(pathname, homeData(site, features))} />
)

/** The page of each content file; the site's texts and links are on every page, Home shows most. */
const pages: Record<string, Page> = {
  site: home,
  features: home,
  bio: (site, { bio }, _image, pathname) => (
    <BioPage {...pageProps(pathname, bioData(site, bio))} />
  ),
  photos: (site, { photos }, image, pathname) => {
    const data = photosData(site, photos, image)
    // The whole gallery on one page: the site splits it into pages of 24.
    const count = data.allPhotosJson.nodes.length
    return (
      <PhotosPage
        {...pageProps(pathname, data, { skip: 0, limit: count, pageNumber: 1, pageCount: 1 })}
      />
    )
  },
  videos: (site, { videos }, _image, pathname) => (
    <VideosPage {...pageProps(pathname, videosData(site, videos))} />
  ),
  merch: (site, { merch }, image, pathname) => (
    <MerchPage {...pageProps(pathname, merchData(site, merch, image))} />
  ),
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
  const site = siteData(content.site, image)
  if (!site) {
    return (
      <PageHeader
        title="No preview yet"
        subtitle="The preview shows once the site's logo and home photo are chosen."
      />
    )
  }
  return (
    <Layout pathname={pathname} site={siteOf(site)}>
      {pages[file]?.(site, content, image, pathname)}
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
