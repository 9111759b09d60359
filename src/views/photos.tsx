import GalleryPagination from "../components/gallery-pagination"
import PageHeader from "../components/page-header"
import PhotoCard from "../components/photo-card"
import { PlaceholderStyles } from "../components/picture"
import Seo from "../components/seo"
import type { GalleryPhoto, HeadProps } from "./types"

/**
 * The first photo loads at once: it is on the first screen of every device. The others load as
 * they come near, which on a wide screen is at once for the rest of the first row too.
 */
const EAGER_PHOTOS = 1

export type PhotosProps = {
  /** The photos of this page of the gallery (content/photos.json, in its order). */
  photos: readonly GalleryPhoto[]
  pageNumber: number
  pageCount: number
}

/** One page of the gallery: /photos, and /photos/2 … once it is long. */
export const PhotosView = ({ photos, pageNumber, pageCount }: PhotosProps) => (
  <>
    <PageHeader
      title="Photo Gallery"
      subtitle="Moments from the 1987 album era to the reunion rehearsals of today."
    />
    <section aria-label="Photos" className="px-4 py-16 sm:px-6">
      <ul className="mx-auto grid max-w-6xl grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <PhotoCard photo={photo} loading={index < EAGER_PHOTOS ? "eager" : "lazy"} />
          </li>
        ))}
      </ul>
      <GalleryPagination pageNumber={pageNumber} pageCount={pageCount} />
    </section>
  </>
)

export const PhotosHead = ({
  site,
  pathname,
  photos,
  pageNumber,
  pageCount,
}: HeadProps & PhotosProps) => (
  <Seo
    site={site}
    title={pageCount > 1 ? `Photos, page ${pageNumber} of ${pageCount}` : "Photos"}
    pathname={pathname}
    description={name =>
      `Photos of ${name}, from the 1987 live album era to the reunion rehearsals.`
    }
  >
    <PlaceholderStyles images={photos.map(photo => photo.image)} />
  </Seo>
)
