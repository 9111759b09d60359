/**
 * The real content files, made into the content the site's views take the way the content
 * editor's preview makes them (src/preview/content.ts), so tests render the real views with the
 * real words. Each image stands in as its file's address at 800 × 600.
 */
import type { ReactElement } from "react"
import bio from "../../content/bio.json"
import features from "../../content/features.json"
import merch from "../../content/merch.json"
import photos from "../../content/photos.json"
import site from "../../content/site.json"
import videos from "../../content/videos.json"
import {
  bioContent,
  featuresContent,
  merchContent,
  photosContent,
  siteContent,
  videosContent,
  type ImageLookup,
} from "../../src/preview/content"
import Layout from "../../src/components/layout"

export const content = { bio, features, merch, photos, site, videos }

const image: ImageLookup = file => ({ src: `/static/${file}`, width: 800, height: 600 })

const siteView = siteContent(site, image)
if (!siteView) throw new Error("content/site.json names no logo or hero photo.")

/** The content the views take, from the content files. */
export const views = {
  site: siteView,
  features: featuresContent(features),
  bio: bioContent(bio),
  photos: photosContent(photos, image),
  videos: videosContent(videos),
  products: merchContent(merch, image),
}

/** Renders a view in the site's layout, as every page is drawn, with the real site-wide content. */
export const inLayout = (view: ReactElement, pathname: string) => (
  <Layout pathname={pathname} site={views.site}>
    {view}
  </Layout>
)
