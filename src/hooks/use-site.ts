import { graphql, useStaticQuery } from "gatsby"

/** Site-wide content from content/site.json, and the site's public address. */
export const useSite = () => {
  const { siteJson, site } = useStaticQuery<Queries.UseSiteQuery>(graphql`
    query UseSite {
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
            gatsbyImageData(layout: FIXED, width: 40, height: 40, placeholder: NONE)
          }
        }
        shareImage: hero {
          childImageSharp {
            gatsbyImageData(
              layout: FIXED
              width: 1200
              height: 630
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
  `)
  if (!siteJson) {
    throw new Error("content/site.json is missing: the site name and links come from it.")
  }
  return { ...siteJson, siteUrl: site?.siteMetadata?.siteUrl ?? "" }
}
