import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Bio, Feature, FeatureIcon, SocialNetwork, Video } from "../types/content"
import type { GalleryPhoto, HomeSite, ShopProduct } from "../views/types"

/**
 * The content files as the content editor holds them, made into the content the site's views
 * take (src/views/), so that the preview renders the pages themselves; the unit tests render the
 * views from the real content files the same way. The form may be half filled in while a
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
} satisfies Record<FeatureIcon, true>

const SOCIAL_NETWORKS = {
  Facebook: true,
  Instagram: true,
  YouTube: true,
} satisfies Record<SocialNetwork, true>

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
 * A list's entries, numbered (`numbered`), each made by `make` with its photo's file; an entry
 * whose photo has no file yet (`image` of its `image` field) is left out.
 */
const numberedWithImage = <T>(
  list: unknown,
  image: ImageLookup,
  make: (entry: Json, id: number, file: PreviewImage) => T,
): T[] => {
  const entries = records(list)
  const ids = numbered(entries)
  return entries.flatMap((entry, index) => {
    const file = image(text(entry.image))
    return file ? [make(entry, ids[index], file)] : []
  })
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

/**
 * The site-wide content (content/site.json), with Home's hero, or nothing until its logo and
 * home photo are chosen.
 */
export const siteContent = (content: unknown, image: ImageLookup): HomeSite | undefined => {
  const site = record(content)
  const logo = image(text(site.logo))
  const hero = image(text(site.hero))
  if (!logo || !hero) return undefined
  return {
    url: text(site.url),
    name: text(site.name),
    series: text(site.series),
    description: text(site.description),
    tagline: text(site.tagline),
    founded: numberOf(site.founded),
    genres: texts(site.genres),
    logo: { url: logo.src, image: { ...imageData(logo, "fixed"), width: 40, height: 40 } },
    hero: {
      share: imageData(hero, "fixed", 1200),
      landscape: imageData(hero, "fullWidth"),
      portrait: imageData(hero, "fullWidth"),
    },
    heroAlt: text(site.heroAlt),
    social: records(site.social).flatMap(link => {
      const network = oneOf(SOCIAL_NETWORKS, link.network)
      return network ? [{ network, url: text(link.url), newTab: link.newTab === true }] : []
    }),
    streamingUrl: text(site.streamingUrl),
    channelUrl: text(site.channelUrl),
  }
}

/** Home's Experience cards (content/features.json); a card without its icon waits for one. */
export const featuresContent = (features: unknown): Feature[] =>
  records(features).flatMap(feature => {
    const icon = oneOf(FEATURE_ICONS, feature.icon)
    return icon
      ? [
          {
            id: text(feature.id),
            icon,
            title: text(feature.title),
            description: text(feature.description),
            actionLabel: text(feature.actionLabel),
            url: text(feature.url) || undefined,
          },
        ]
      : []
  })

export const bioContent = (bio: unknown): Bio => {
  const { subtitle, paragraphs } = record(bio)
  return { subtitle: text(subtitle), paragraphs: texts(paragraphs) }
}

/** The gallery (content/photos.json), each photo as the gallery shows it. */
export const photosContent = (photos: unknown, image: ImageLookup): GalleryPhoto[] =>
  numberedWithImage(photos, image, (photo, id, file) => ({
    id,
    title: text(photo.title),
    image: imageData(file, "constrained", 800),
    fit: photo.fit === "contain" ? "contain" : "cover",
    alt: text(photo.alt),
    extraTopMargin: photo.extraTopMargin === true ? true : undefined,
  }))

export const videosContent = (videos: unknown): Video[] => {
  const entries = records(videos)
  const ids = numbered(entries)
  return entries.map((video, index) => ({
    id: ids[index],
    title: text(video.title),
    category: text(video.category),
    url: text(video.url),
  }))
}

/** The shop (content/merch.json), each product with its photo as its card shows it. */
export const merchContent = (merch: unknown, image: ImageLookup): ShopProduct[] =>
  numberedWithImage(merch, image, (product, id, file) => ({
    id,
    name: text(product.name),
    price: text(product.price),
    category: text(product.category),
    rating: numberOf(product.rating),
    badge: text(product.badge),
    image: imageData(file, "constrained", 480),
    alt: text(product.alt),
  }))
