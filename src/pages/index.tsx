import { graphql, type HeadFC, type PageProps } from "gatsby"
import { siteFrom } from "../hooks/use-site"
import { requireImage } from "../lib/image"
import { HomeHead, HomeView, type HomeProps } from "../views/home"

type Data = Queries.HomePageQuery

const viewProps = (data: Data): HomeProps => {
  const site = siteFrom(data)
  const landscape = requireImage(data.siteJson?.hero.fullWidthImage, "content/site.json hero")
  return {
    site: {
      ...site,
      hero: { ...site.hero, landscape, portrait: data.siteJson?.hero.portrait ?? landscape },
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
      # Made by plugins/gatsby-plugin-photo-files: every file of each from one decode.
      hero {
        fullWidthImage(sizes: "100vw", breakpoints: [768, 1080, 1366, 1920, 2400])
        # 9:16, the shape of a phone held upright; the widths phones need, up to what a
        # 1600-pixel-high photo can give.
        portrait: fullWidthImage(
          aspectRatio: 0.5625
          sizes: "100vw"
          breakpoints: [360, 540, 720, 900]
        )
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
