import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * The content files as the content editor holds them, made into the data each page's query gives
 * it, so that the preview renders the pages themselves. The form may be half filled in while a
 * maintainer types: a missing text is empty, and an entry whose photo is not chosen yet is left
 * out until it is (the editor does not save it without one).
 */

/** A photo as the editor has it: an address the preview can show, and its size in pixels. */
export type PreviewImage = { src: string; width: number; height: number }

/** The photo a content value names ("images/photo-01.jpg", or a new upload's address), if known. */
export type ImageLookup = (value: string) => PreviewImage | undefined

type Json = Record<string, unknown>

const record = (value: unknown): Json =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {}

const records = (value: unknown): Json[] => (Array.isArray(value) ? value.map(record) : [])

const text = (value: unknown) => (typeof value === "string" ? value : "")

const texts = (value: unknown) => (Array.isArray(value) ? value.map(text) : [])

const numberOf = (value: unknown) => (typeof value === "number" ? value : Number(value) || 0)

/** One of a closed set's values, or nothing. */
const oneOf = <T extends string>(choices: Record<T, true>, value: unknown): T | undefined =>
  Object.keys(choices).find((choice): choice is T => choice === value)

const FEATURE_ICONS = {
  album: true,
  calendar: true,
  community: true,
  music: true,
} satisfies Record<Queries.FeatureIcon, true>

const SOCIAL_NETWORKS = {
  Facebook: true,
  Instagram: true,
  YouTube: true,
} satisfies Record<Queries.SocialNetwork, true>

/**
 * The entries' numbers: each keeps its own, and one the editor has not numbered yet gets the next
 * free number, as the editor gives it when it saves.
 */
const numbered = (entries: Json[]) => {
  let last = Math.max(
    0,
    ...entries
      .map(entry => entry.id)
      .filter(Number.isInteger)
      .map(Number),
  )
  return entries.map(entry => (Number.isInteger(entry.id) ? Number(entry.id) : ++last))
}

/**
 * Image data as gatsby-plugin-image describes the files the build makes, made of the one file the
 * editor has: its address and its real size (so its shape, which decides how it sits in a frame).
 */
const imageData = (
  { src, width, height }: PreviewImage,
  layout: IGatsbyImageData["layout"],
  maxWidth = width,
): IGatsbyImageData => {
  const shown = Math.min(width, maxWidth)
  return {
    layout,
    width: shown,
    height: Math.round((shown * height) / width),
    images: { fallback: { src } },
  }
}

/** The site-wide content every page's query spreads (`...Site`), or nothing without its photos. */
export const siteData = (content: unknown, image: ImageLookup) => {
  const site = record(content)
  const logo = image(text(site.logo))
  const hero = image(text(site.hero))
  if (!logo || !hero) return undefined
  // What every page's query asks of content/site.json, and what the home page's asks too.
  const siteJson: NonNullable<Queries.SiteFragment["siteJson"]> &
    NonNullable<Queries.HomePageQuery["siteJson"]> = {
    name: text(site.name),
    series: text(site.series),
    description: text(site.description),
    founded: numberOf(site.founded),
    genres: texts(site.genres),
    heroAlt: text(site.heroAlt),
    streamingUrl: text(site.streamingUrl),
    channelUrl: text(site.channelUrl),
    tagline: text(site.tagline),
    logo: {
      publicURL: logo.src,
      childImageSharp: {
        gatsbyImageData: { ...imageData(logo, "fixed"), width: 40, height: 40 },
      },
    },
    shareImage: { childImageSharp: { gatsbyImageData: imageData(hero, "fixed", 1200) } },
    hero: { fullWidthImage: imageData(hero, "fullWidth"), portrait: imageData(hero, "fullWidth") },
    social: records(site.social).flatMap(link => {
      const network = oneOf(SOCIAL_NETWORKS, link.network)
      return network ? [{ network, url: text(link.url), newTab: link.newTab === true }] : []
    }),
  }
  return { site: { siteMetadata: { siteUrl: text(site.url) } }, siteJson }
}

export type SiteData = NonNullable<ReturnType<typeof siteData>>

export const homeData = (site: SiteData, features: unknown): Queries.HomePageQuery => ({
  ...site,
  allFeaturesJson: {
    nodes: records(features).flatMap(feature => {
      const icon = oneOf(FEATURE_ICONS, feature.icon)
      return icon
        ? [
            {
              jsonId: text(feature.id),
              icon,
              title: text(feature.title),
              description: text(feature.description),
              actionLabel: text(feature.actionLabel),
              url: text(feature.url) || null,
            },
          ]
        : []
    }),
  },
})

export const bioData = (site: SiteData, bio: unknown): Queries.BioPageQuery => {
  const { subtitle, paragraphs } = record(bio)
  return { ...site, bioJson: { subtitle: text(subtitle), paragraphs: texts(paragraphs) } }
}

export const photosData = (
  site: SiteData,
  photos: unknown,
  image: ImageLookup,
): Queries.PhotosPageQuery => {
  const entries = records(photos)
  const ids = numbered(entries)
  return {
    ...site,
    allPhotosJson: {
      nodes: entries.flatMap((photo, index) => {
        const file = image(text(photo.image))
        return file
          ? [
              {
                jsonId: ids[index],
                title: text(photo.title),
                fit: photo.fit === "contain" ? "contain" : "cover",
                alt: text(photo.alt),
                extraTopMargin: photo.extraTopMargin === true ? true : null,
                image: { galleryImage: imageData(file, "constrained", 800) },
              },
            ]
          : []
      }),
    },
  }
}

export const videosData = (site: SiteData, videos: unknown): Queries.VideosPageQuery => {
  const entries = records(videos)
  const ids = numbered(entries)
  return {
    ...site,
    allVideosJson: {
      nodes: entries.map((video, index) => ({
        jsonId: ids[index],
        title: text(video.title),
        category: text(video.category),
        url: text(video.url),
      })),
    },
  }
}

export const merchData = (
  site: SiteData,
  merch: unknown,
  image: ImageLookup,
): Queries.MerchPageQuery => {
  const entries = records(merch)
  const ids = numbered(entries)
  return {
    ...site,
    allMerchJson: {
      nodes: entries.flatMap((product, index) => {
        const file = image(text(product.image))
        return file
          ? [
              {
                jsonId: ids[index],
                name: text(product.name),
                price: text(product.price),
                category: text(product.category),
                rating: numberOf(product.rating),
                badge: text(product.badge),
                alt: text(product.alt),
                image: { constrainedImage: imageData(file, "constrained", 480) },
              },
            ]
          : []
      }),
    },
  }
}
