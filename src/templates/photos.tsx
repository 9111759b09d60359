import { graphql, type HeadFC, type PageProps } from "gatsby"
import { siteFrom } from "../hooks/use-site"
import type { GalleryPageContext } from "../lib/gallery"
import { requireImage } from "../lib/image"
import { PhotosHead, PhotosView, type PhotosProps } from "../views/photos"

type Data = Queries.PhotosPageQuery

const viewProps = (data: Data, { pageNumber, pageCount }: GalleryPageContext): PhotosProps => ({
  photos: data.allPhotosJson.nodes.map(({ image, extraTopMargin, ...photo }) => ({
    ...photo,
    image: requireImage(
      image.childImageSharp?.gatsbyImageData,
      `content/photos.json photo ${photo.id} image`,
    ),
    extraTopMargin: extraTopMargin ?? undefined,
  })),
  pageNumber,
  pageCount,
})

/** One page of the gallery (gatsby-node.ts makes /photos, and /photos/2 … once it is long). */
const PhotosPage = ({ data, pageContext }: PageProps<Data, GalleryPageContext>) => (
  <PhotosView {...viewProps(data, pageContext)} />
)

export default PhotosPage

export const Head: HeadFC<Data, GalleryPageContext> = ({ data, location, pageContext }) => (
  <PhotosHead
    site={siteFrom(data)}
    pathname={location.pathname}
    {...viewProps(data, pageContext)}
  />
)

export const query = graphql`
  query PhotosPage($skip: Int!, $limit: Int!) {
    ...Site
    allPhotosJson(skip: $skip, limit: $limit) {
      nodes {
        # The entry's own id, which gatsby-transformer-json keeps as jsonId.
        id: jsonId
        title
        fit
        alt
        extraTopMargin
        image {
          childImageSharp {
            # Four widths, up to a 2× screen's widest frame, in JPEG and WebP: not AVIF, which
            # takes several times as long to make (docs/performance.md), so that a growing gallery
            # does not push a build past minutes. The placeholder is gatsby-config.ts's default: a
            # flat colour, as sixteen blurred copies would weigh more than the rest of the page.
            gatsbyImageData(
              layout: CONSTRAINED
              width: 800
              breakpoints: [400, 600, 800, 1200]
              formats: [JPG, WEBP]
            )
          }
        }
      }
    }
  }
`
