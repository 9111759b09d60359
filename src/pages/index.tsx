import { graphql, type HeadFC, type PageProps } from "gatsby"
import { siteFrom } from "../hooks/use-site"
import { requireImage } from "../lib/image"
import { HomeHead, HomeView, type HomeProps } from "../views/home"

type Data = Queries.HomePageQuery

const viewProps = (data: Data): HomeProps => {
  const site = siteFrom(data)
  const hero = data.siteJson?.hero.childImageSharp
  const landscape = requireImage(hero?.landscape, "content/site.json hero")
  return {
    site: {
      ...site,
      hero: { ...site.hero, landscape, portrait: hero?.portrait ?? landscape },
    },
    features: data.allFeaturesJson.nodes.map(({ url, ...feature }) => ({
      ...feature,
      url: url ?? undefined,
    })),
  }
}

const IndexPage = ({ data }: PageProps<Data>) => <HomeView {...viewProps(data)} />

export default IndexPage

export const Head: HeadFC<Data> = ({ data, location }) => (
  <HomeHead {...viewProps(data)} pathname={location.pathname} />
)

export const query = graphql`
  query HomePage {
    ...Site
    siteJson {
      hero {
        childImageSharp {
          # As wide as the screen, in AVIF and WebP for the browsers that take them and JPEG for
          # the rest, a blurred copy holding its place.
          landscape: gatsbyImageData(
            layout: FULL_WIDTH
            breakpoints: [768, 1080, 1366, 1920, 2400]
            sizes: "100vw"
            formats: [JPG, AVIF, WEBP]
            placeholder: BLURRED
            avifOptions: { quality: 50 }
          )
          # 9:16, the shape of a phone held upright; the widths phones need, up to what a
          # 1600-pixel-high photo can give. Only its files are shown (the landscape's placeholder
          # holds the place), so it has none.
          portrait: gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 0.5625
            breakpoints: [360, 540, 720, 900]
            sizes: "100vw"
            formats: [JPG, AVIF, WEBP]
            placeholder: NONE
            avifOptions: { quality: 50 }
          )
        }
      }
    }
    allFeaturesJson {
      nodes {
        # The entry's own id, which gatsby-transformer-json keeps as jsonId.
        id: jsonId
        icon
        title
        description
        actionLabel
        url
      }
    }
  }
`
