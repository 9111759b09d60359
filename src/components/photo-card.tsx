import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { requireImage, withSizes, type SizeRule } from "../lib/image"
import Picture from "./picture"

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
 * How much of the frame's width and height the photo takes. Cropped to fill, a photo wider in
 * shape than the frame overflows it (a 3:2 landscape, by an eighth of its width); shown whole, a
 * photo taller in shape than the frame takes part of its width (a 2:3 portrait, half).
 */
const sizeInFrame = (image: IGatsbyImageData, fit: Queries.PhotoFit) => {
  const shape = image.width / image.height / FRAME_ASPECT_RATIO
  const [width, height] = [shape, 1 / shape].map(share =>
    fit === "cover" ? Math.max(1, share) : Math.min(1, share),
  )
  return { width, height }
}

/**
 * A gallery photo in a 4:3 frame, either whole inside it (contain) or cropped to fill it (cover),
 * as its content entry says. The frame reserves the space before the image arrives.
 */
const PhotoCard = ({ photo, loading = "lazy" }: PhotoCardProps) => {
  const image = requireImage(photo.image, `content/photos.json photo ${photo.jsonId} image`)
  const size = sizeInFrame(image, photo.fit)
  const contained = photo.fit === "contain"
  return (
    <figure
      data-photo-id={photo.jsonId}
      className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 ${photo.extraTopMargin ? "mt-8" : ""}`}
    >
      <div className="relative aspect-[4/3] bg-sand">
        <Picture
          image={withSizes(image, FRAME_WIDTH, size.width)}
          alt={photo.alt}
          loading={loading}
          // Shown whole, the photo is a box of its own shape centred in the frame (as tall as the
          // frame, or as wide), so that its placeholder covers exactly where it will be and the
          // frame's colour shows around it.
          className={
            contained
              ? `absolute inset-0 m-auto object-contain ${size.height === 1 ? "h-full w-auto" : "h-auto w-full"}`
              : "absolute inset-0 size-full object-cover"
          }
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
        # would weigh more than the rest of the page's HTML. WebP, not AVIF: AVIF takes 10 to 20
        # times longer to encode, about 4 seconds a photo at these widths, so a growing gallery
        # would soon push the build past two minutes; the page stays well within its byte budget.
        gatsbyImageData(
          width: 800
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP]
          breakpoints: [400, 600, 800, 1200]
        )
      }
    }
  }
`
