import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Photo, Product, Site } from "../types/content"

/**
 * The content the views take: the types of the content files (src/types/content.ts, made from
 * the JSON Schemas), with each image as the page or the editor's preview made it.
 * gatsby-plugin-image's data is the image prop: a page's query makes it with the site's image
 * plugins, the preview from the one file the editor has, its address and its size.
 */
export type Image = IGatsbyImageData

/** The logo: drawn in the top bar, and named by its own file's address to search engines. */
export type Logo = { url: string; image: Image }

/**
 * The site-wide content every page shows (the top bar, the footer, the head), with the hero as
 * link previews show it. `url` is where the site is published (gatsby-config's siteUrl).
 */
export type PageSite = Site<{ logo: Logo; hero: { share: Image } }>

/** The site-wide content on Home, whose hero is the photo as wide as the screen, and a tall crop. */
export type HomeSite = Site<{
  logo: Logo
  hero: { share: Image; landscape: Image; portrait: Image }
}>

export type GalleryPhoto = Photo<{ image: Image }>

export type ShopProduct = Product<{ image: Image }>

/**
 * What every view's head takes besides the view's own content: the site-wide content, and the
 * page's address. (The view itself is drawn in the layout, which gives the components in it the
 * site-wide content: src/components/layout.tsx.)
 */
export type HeadProps = { site: PageSite; pathname: string }
