/**
 * The real content files, shaped as the site's GraphQL queries return them, so tests render the
 * real pages with the real words. Images stand in as small fixed-size image data.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import bio from "../../content/bio.json"
import features from "../../content/features.json"
import merch from "../../content/merch.json"
import photos from "../../content/photos.json"
import site from "../../content/site.json"
import videos from "../../content/videos.json"

export const content = { bio, features, merch, photos, site, videos }

const oneOf = <T extends string>(allowed: readonly T[], value: string): T => {
  const match = allowed.find(option => option === value)
  if (!match) throw new Error(`"${value}" is not one of ${allowed.join(", ")}`)
  return match
}

const imageData = (relativePath: string): IGatsbyImageData => {
  const src = `/static/${relativePath}`
  return {
    layout: "constrained",
    width: 800,
    height: 600,
    backgroundColor: "#6b4f7a",
    placeholder: {
      fallback:
        "data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
    },
    images: {
      fallback: { src, srcSet: `${src} 800w`, sizes: "(min-width: 800px) 800px, 100vw" },
      sources: [{ srcSet: `${src}.avif 800w`, type: "image/avif", sizes: "100vw" }],
    },
  }
}

const imageFile = (relativePath: string) => ({
  childImageSharp: { gatsbyImageData: imageData(relativePath) },
})

const social = site.social.map(link => ({
  ...link,
  network: oneOf<Queries.SocialNetwork>(["Facebook", "Instagram", "YouTube"], link.network),
}))

/** The site-wide content every page's query spreads (`...Site`). */
export const siteData = {
  site: { siteMetadata: { siteUrl: site.url } },
  siteJson: {
    name: site.name,
    series: site.series,
    description: site.description,
    founded: site.founded,
    genres: site.genres,
    logo: { publicURL: `/static/${site.logo}`, ...imageFile(site.logo) },
    shareImage: imageFile(site.hero),
    heroAlt: site.heroAlt,
    social,
    streamingUrl: site.streamingUrl,
    channelUrl: site.channelUrl,
  },
} satisfies Queries.SiteFragment

export const homeData: Queries.HomePageQuery = {
  site: siteData.site,
  siteJson: {
    ...siteData.siteJson,
    name: site.name,
    series: site.series,
    tagline: site.tagline,
    description: site.description,
    heroAlt: site.heroAlt,
    social,
    hero: {
      fullWidthImage: imageData(site.hero),
      portrait: imageData(site.hero),
    },
  },
  allFeaturesJson: {
    nodes: features.map(feature => ({
      jsonId: feature.id,
      icon: oneOf<Queries.FeatureIcon>(["album", "calendar", "community", "music"], feature.icon),
      title: feature.title,
      description: feature.description,
      actionLabel: feature.actionLabel,
      url: ("url" in feature ? feature.url : undefined) ?? null,
    })),
  },
}

export const bioData: Queries.BioPageQuery = {
  ...siteData,
  bioJson: { subtitle: bio.subtitle, paragraphs: bio.paragraphs },
}

export const photosData: Queries.PhotosPageQuery = {
  ...siteData,
  allPhotosJson: {
    nodes: photos.map(photo => ({
      jsonId: photo.id,
      title: photo.title,
      fit: oneOf<Queries.PhotoFit>(["contain", "cover"], photo.fit),
      alt: photo.alt,
      extraTopMargin: ("extraTopMargin" in photo ? photo.extraTopMargin : undefined) ?? null,
      // Gallery photos hold their place with their dominant colour, not a blurred copy.
      image: { galleryImage: { ...imageData(photo.image), placeholder: undefined } },
    })),
  },
}

export const videosData: Queries.VideosPageQuery = {
  ...siteData,
  allVideosJson: {
    nodes: videos.map(({ id, title, category, url }) => ({ jsonId: id, title, category, url })),
  },
}

export const merchData: Queries.MerchPageQuery = {
  ...siteData,
  allMerchJson: {
    nodes: merch.map(({ id, image, ...product }) => ({
      ...product,
      jsonId: id,
      image: { constrainedImage: imageData(image) },
    })),
  },
}

export const notFoundData: Queries.NotFoundPageQuery = siteData
