import type { ReactNode } from "react"
import { brandColors } from "../lib/brand"
import type { Image, PageSite } from "../views/types"

type SeoProps = {
  site: PageSite
  title: string
  /** Text, or a function of the group's name for text that mentions it. */
  description?: string | ((name: string) => string)
  /** The page's path, for its canonical address; leave it out for pages that should not be indexed. */
  pathname?: string
  children?: ReactNode
}

/**
 * The size of the one file a fixed image's data names, from its srcset (`… 1100w`):
 * gatsby-plugin-image keeps the size a query asks for as the data's width and height, and makes a
 * smaller file of a photo too small for it.
 */
const fileSize = (image: Image) => {
  const width = Number(image.images.fallback?.srcSet?.match(/\s(\d+)w$/)?.[1])
  return width > 0 && width < image.width
    ? { width, height: Math.round((width * image.height) / image.width) }
    : { width: image.width, height: image.height }
}

/**
 * The head of a page, for its `Head` export: title and description, the canonical address, and
 * the Open Graph and Twitter tags that make a shared link show the right title, text and picture.
 */
const Seo = ({ site, title, description, pathname, children }: SeoProps) => {
  const fullTitle = `${title} · ${site.name}`
  const text =
    typeof description === "function" ? description(site.name) : (description ?? site.description)
  const image = site.hero.share
  const { width, height } = fileSize(image)
  const imageUrl = image.images.fallback?.src ? `${site.url}${image.images.fallback.src}` : ""
  const url = pathname === undefined ? undefined : `${site.url}${pathname.replace(/(.)\/+$/, "$1")}`

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta name="theme-color" content={brandColors.plum} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content="website" />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(width)} />
      <meta property="og:image:height" content={String(height)} />
      <meta property="og:image:alt" content={site.heroAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={site.heroAlt} />
      {children}
    </>
  )
}

export default Seo
