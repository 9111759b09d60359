import { graphql, type HeadFC, type PageProps } from "gatsby"
import { siteFrom } from "../hooks/use-site"
import { requireImage } from "../lib/image"
import { MerchHead, MerchView, type MerchProps } from "../views/merch"

type Data = Queries.MerchPageQuery

const viewProps = (data: Data): MerchProps => ({
  products: data.allMerchJson.nodes.map(({ image, ...product }) => ({
    ...product,
    image: requireImage(
      image.childImageSharp?.gatsbyImageData,
      `content/merch.json product ${product.id} image`,
    ),
  })),
})

const MerchPage = ({ data }: PageProps<Data>) => <MerchView {...viewProps(data)} />

export default MerchPage

export const Head: HeadFC<Data> = ({ data, location }) => (
  <MerchHead site={siteFrom(data)} pathname={location.pathname} {...viewProps(data)} />
)

export const query = graphql`
  query MerchPage {
    ...Site
    allMerchJson {
      nodes {
        # The entry's own id, which gatsby-transformer-json keeps as jsonId.
        id: jsonId
        name
        price
        category
        rating
        badge
        alt
        image {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 480
              breakpoints: [360, 640, 768, 1080, 1366, 1920]
              sizes: "(min-width: 480px) 480px, 92vw"
              formats: [JPG, AVIF, WEBP]
              placeholder: BLURRED
              avifOptions: { quality: 50 }
            )
          }
        }
      }
    }
  }
`
