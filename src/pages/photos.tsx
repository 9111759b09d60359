import { graphql, type HeadFC, type PageProps } from "gatsby"
import PageHeader from "../components/page-header"
import PhotoCard from "../components/photo-card"
import Seo from "../components/seo"

/**
 * The first photo loads at once: it is on the first screen of every device. The others load as
 * they come near, which on a wide screen is at once for the rest of the first row too.
 */
const EAGER_PHOTOS = 1

const PhotosPage = ({ data: { allPhotosJson } }: PageProps<Queries.PhotosPageQuery>) => (
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
    </section>
  </>
)

export default PhotosPage

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Photos"
    pathname={location.pathname}
    description={name =>
      `Photos of ${name}, from the 1987 live album era to the reunion rehearsals.`
    }
  />
)

export const query = graphql`
  query PhotosPage {
    allPhotosJson {
      nodes {
        ...PhotoCard
      }
    }
  }
`
