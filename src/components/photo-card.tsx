import { graphql } from "gatsby"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { requireImage, withSizes, type SizeRule } from "../lib/image"

type PhotoCardProps = {
  photo: Queries.PhotoCardFragment
  loading?: "eager" | "lazy"
}

const FRAME_ASPECT_RATIO = 4 / 3

/** How wide a frame is in the gallery grid (1, 2 or 3 columns, within the page's padding). */
const FRAME_WIDTH: readonly SizeRule[] = [
  { media: "(min-width: 1152px)", width: 352, unit: "px" },
  { media: "(min-width: 1024px)", width: 30, unit: "vw" },
  { media: "(min-width: 640px)", width: 45, unit: "vw" },
  { width: 92, unit: "vw" },
]

/**
 * How wide the photo is shown, as a share of the frame's width. Shown whole, a photo taller in
 * shape than the frame takes part of its width (a 2:3 portrait, half); cropped to fill, a photo
 * wider in shape than the frame overflows it (a 3:2 landscape, by an eighth).
 */
const widthInFrame = (image: IGatsbyImageData, fit: Queries.PhotoFit) => {
  const shape = image.width / image.height / FRAME_ASPECT_RATIO
  return fit === "cover" ? Math.max(1, shape) : Math.min(1, shape)
}

/**
 * A gallery photo in a 4:3 frame, either whole inside it (contain) or cropped to fill it (cover),
 * as its content entry says. The frame reserves the space before the image arrives.
 */
const PhotoCard = ({ photo, loading = "lazy" }: PhotoCardProps) => {
  const image = requireImage(photo.image, `content/photos.json photo ${photo.jsonId} image`)
  return (
    <figure
      data-photo-id={photo.jsonId}
      className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 ${photo.extraTopMargin ? "mt-8" : ""}`}
    >
      <div className="relative aspect-[4/3] bg-sand">
        <GatsbyImage
          image={withSizes(image, FRAME_WIDTH, widthInFrame(image, photo.fit))}
          alt={photo.alt}
          loading={loading}
          objectFit={photo.fit}
          className="absolute! inset-0"
        />
      </div>
      <figcaption className="px-5 py-4 font-display text-lg font-semibold">
        {photo.title}
      </figcaption>
    </figure>
  )
}

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
        # A flat colour, not a blurred copy, holds each photo's place: sixteen blurred copies
        # would weigh more than the rest of the page's HTML.
        gatsbyImageData(width: 800, placeholder: DOMINANT_COLOR, breakpoints: [400, 600, 800, 1200])
      }
    }
  }
`
