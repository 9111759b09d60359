import { createContext, use } from "react"
import { graphql } from "gatsby"
import { requireImage } from "../lib/image"
import type { PageSite } from "../views/types"

/**
 * Site-wide content from content/site.json, and the site's public address. Every page's query
 * spreads this fragment (`...Site`) and hands it to its view as `site` (`siteFrom`): the layout
 * gives it to the components inside it (`useSite`), and the view's head to `Seo`. It is not a
 * `useStaticQuery`: Gatsby maps those to pages from its browser bundles, which this site does not
 * build (the pages load no Gatsby runtime).
 */
export const query = graphql`
  fragment Site on Query {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteJson {
      name
      series
      description
      tagline
      founded
      genres
      logo {
        childImageSharp {
          # A PNG where WebP and AVIF are not shown: the logo may be transparent.
          gatsbyImageData(
            layout: FIXED
            width: 40
            height: 40
            placeholder: NONE
            formats: [PNG, WEBP, AVIF]
          )
          # The logo named to search engines (schema.org's MusicGroup), which ask for 112 px at
          # least: a copy, never the original file, so none of the original's metadata is
          # published.
          published: gatsbyImageData(
            layout: FIXED
            width: 512
            height: 512
            outputPixelDensities: [1]
            placeholder: NONE
            formats: [PNG]
          )
        }
      }
      # One 1200 × 630 file: link previews fetch og:image as it is, never a 2× copy.
      shareImage: hero {
        childImageSharp {
          gatsbyImageData(
            layout: FIXED
            width: 1200
            height: 630
            outputPixelDensities: [1]
            formats: [JPG]
            placeholder: NONE
            transformOptions: { cropFocus: CENTER }
          )
        }
      }
      heroAlt
      social {
        network
        url
        newTab
      }
      streamingUrl
      channelUrl
    }
  }
`

/**
 * The site-wide content of a page's data, as the views take it, at the address the site is
 * published at (gatsby-config's siteUrl, which SITE_URL can set).
 */
export const siteFrom = ({ site, siteJson }: Queries.SiteFragment): PageSite => {
  if (!siteJson) {
    throw new Error("content/site.json is missing: the site name and links come from it.")
  }
  const { logo, shareImage, ...content } = siteJson
  return {
    ...content,
    url: site?.siteMetadata?.siteUrl ?? "",
    logo: {
      url:
        requireImage(logo.childImageSharp?.published, "content/site.json logo").images.fallback
          ?.src ?? "",
      image: requireImage(logo.childImageSharp?.gatsbyImageData, "content/site.json logo"),
    },
    hero: {
      share: requireImage(shareImage.childImageSharp?.gatsbyImageData, "content/site.json hero"),
    },
  }
}

const SiteContext = createContext<PageSite | null>(null)

/** Gives the components inside it the site-wide content (the layout does, on every page). */
export const SiteProvider = SiteContext.Provider

/** The site-wide content, inside the layout. */
export const useSite = () => {
  const site = use(SiteContext)
  if (!site) throw new Error("useSite needs the layout around it, given the view's `site`.")
  return site
}
