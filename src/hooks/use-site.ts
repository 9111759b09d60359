import { graphql, useStaticQuery } from "gatsby"

/** Site-wide content from content/site.json: name, logo, links. */
export const useSite = () => {
  const { siteJson } = useStaticQuery<Queries.UseSiteQuery>(graphql`
    query UseSite {
      siteJson {
        name
        series
        description
        logo {
          childImageSharp {
            gatsbyImageData(layout: FIXED, width: 40, height: 40, placeholder: NONE)
          }
        }
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
  return siteJson
}
