import { graphql, type HeadFC, type PageProps } from "gatsby"
import GalleryPagination from "../components/gallery-pagination"
import PageHeader from "../components/page-header"
import PhotoCard from "../components/photo-card"
import { PlaceholderStyles } from "../components/picture"
import Seo from "../components/seo"
import type { GalleryPageContext } from "../lib/gallery"

/**
 * The first photo loads at once: it is on the first screen of every device. The others load as
 * they come near, which on a wide screen is at once for the rest of the first row too.
 */
const EAGER_PHOTOS = 1

type PhotosPageProps = PageProps<Queries.PhotosPageQuery, GalleryPageContext>

/** One page of the gallery (gatsby-node.ts makes /photos, and /photos/2 … once it is long). */
const PhotosPage = ({ data: { allPhotosJson }, pageContext }: PhotosPageProps) => (
  <>
    <PageHeader
      title="Photo Gallery"
      subtitle="Moments from the 1987 album era to the reunion rehearsals of today."
    />
    <section aria-label="Photos" className="px-4 py-16 sm:px-6">
      <ul className="mx-auto grid max-w-6xl grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {allPhotosJson.nodes.map((photo, index) => (
          <li key={photo.jsonId}>
            <PhotoCard photo={photo} loading={index < EAGER_PHOTOS ? "eager" : "lazy"} />
          </li>
        ))}
      </ul>
      <GalleryPagination pageNumber={pageContext.pageNumber} pageCount={pageContext.pageCount} />
    </section>
  </>
)

export default PhotosPage

export const Head: HeadFC<Queries.PhotosPageQuery, GalleryPageContext> = ({
  data,
  location,
  pageContext: { pageNumber, pageCount },
}) => (
  <Seo
    data={data}
    title={pageCount > 1 ? `Photos, page ${pageNumber} of ${pageCount}` : "Photos"}
    pathname={location.pathname}
    description={name =>
      `Photos of ${name}, from the 1987 live album era to the reunion rehearsals.`
    }
  >
    <PlaceholderStyles
      images={data.allPhotosJson.nodes.flatMap(photo => photo.image?.galleryImage ?? [])}
    />
  </Seo>
)

export const query = graphql`
  query PhotosPage($skip: Int!, $limit: Int!) {
    ...Site
    allPhotosJson(skip: $skip, limit: $limit) {
      nodes {
        ...PhotoCard
      }
    }
  }
`
