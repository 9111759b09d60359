import { createContext, useContext } from "react"
import { graphql } from "gatsby"

/**
 * Site-wide content from content/site.json, and the site's public address. Every page's query
 * spreads this fragment (`...Site`): the layout gives it to the components inside it
 * (`useSite`), and each page's `Head` to `Seo`. It is not a `useStaticQuery`: Gatsby maps those
 * to pages from its browser bundles, which this site does not build (the pages load no
 * Gatsby runtime).
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
      founded
      genres
      logo {
        publicURL
        childImageSharp {
          # A PNG where WebP and AVIF are not shown: the logo may be transparent.
          gatsbyImageData(
            layout: FIXED
            width: 40
            height: 40
            placeholder: NONE
            formats: [PNG, WEBP, AVIF]
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

/** The site-wide content of a page's data, with the site's address beside it. */
export const siteOf = ({ site, siteJson }: Queries.SiteFragment) => {
  if (!siteJson) {
    throw new Error("content/site.json is missing: the site name and links come from it.")
  }
  return { ...siteJson, siteUrl: site?.siteMetadata?.siteUrl ?? "" }
}

export type Site = ReturnType<typeof siteOf>

const SiteContext = createContext<Site | null>(null)

/** Gives the components inside it the site-wide content (the layout does, on every page). */
export const SiteProvider = SiteContext.Provider

/** The site-wide content, inside the layout. */
export const useSite = () => {
  const site = useContext(SiteContext)
  if (!site) throw new Error("useSite needs the layout around it, given the page's `...Site` data.")
  return site
}
