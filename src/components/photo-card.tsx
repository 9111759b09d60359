import { graphql } from "gatsby"
import { GatsbyImage } from "gatsby-plugin-image"
import { requireImage } from "../lib/image"

type PhotoCardProps = {
  photo: Queries.PhotoCardFragment
  loading?: "eager" | "lazy"
}

/**
 * A gallery photo in a 4:3 frame, either whole inside it (contain) or cropped to fill it (cover),
 * as its content entry says. The frame reserves the space before the image arrives.
 */
const PhotoCard = ({ photo, loading = "lazy" }: PhotoCardProps) => (
  <figure
    data-photo-id={photo.jsonId}
    className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 ${photo.extraTopMargin ? "mt-8" : ""}`}
  >
    <div className="relative aspect-[4/3] bg-sand">
      <GatsbyImage
        image={requireImage(photo.image, `content/photos.json photo ${photo.jsonId} image`)}
        alt={photo.alt}
        loading={loading}
        objectFit={photo.fit}
        className="absolute! inset-0"
      />
    </div>
    <figcaption className="px-5 py-4 font-display text-lg font-semibold">{photo.title}</figcaption>
  </figure>
)

export default PhotoCard

export const query = graphql`
  fragment PhotoCard on PhotosJson {
    jsonId
    title
    fit
    alt
    extraTopMargin
    image {
      childImageSharp {
        gatsbyImageData(
          width: 800
          sizes: "(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
        )
      }
    }
  }
`
