import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { PhotoFit } from "../types/content"
import type { GalleryPhoto } from "../views/types"
import Picture from "./picture"

/**
 * How wide the 4:3 frame is shown: its width in the grid of 1, 2 or 3 columns, within the page's
 * padding (see the gallery's grid in src/templates/photos.tsx).
 */
const FRAME_SIZES =
  "(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"

/**
 * A photo in a frame of another shape, cropped to fill it (cover) or shown whole inside it
 * (contain): how much of the frame's width and height the photo takes, and the photo with each
 * width of the frame's `sizes` scaled by that share, so that the browser fetches a file as wide
 * as the photo is shown. Cropped to fill, a photo wider in shape than the frame overflows it (a
 * 3:2 landscape in a 4:3 frame, by an eighth of its width); shown whole, a photo taller in shape
 * than the frame takes part of its width (a 2:3 portrait, half).
 */
const fitInFrame = (image: IGatsbyImageData, fit: PhotoFit, frameAspectRatio: number) => {
  const shape = image.width / image.height / frameAspectRatio
  const [width, height] = [shape, 1 / shape].map(share =>
    fit === "cover" ? Math.max(1, share) : Math.min(1, share),
  )
  // "(min-width: 640px) 45vw, 92vw": each entry's length is last, after any media condition.
  const sizes = FRAME_SIZES.split(", ")
    .map(entry =>
      entry.replace(
        /([\d.]+)(px|vw)$/,
        (_, length: string, unit: string) =>
          `${Math.round(Number(length) * width * 10) / 10}${unit}`,
      ),
    )
    .join(", ")
  const { fallback, sources = [] } = image.images
  const scaled: IGatsbyImageData = {
    ...image,
    images: {
      fallback: fallback && { ...fallback, sizes },
      sources: sources.map(source => ({ ...source, sizes })),
    },
  }
  return { image: scaled, width, height }
}

type PhotoCardProps = {
  photo: GalleryPhoto
  loading?: "eager" | "lazy"
}

/**
 * A gallery photo in a 4:3 frame, either whole inside it (contain) or cropped to fill it (cover),
 * as its content entry says. The frame reserves the space before the image arrives.
 */
const PhotoCard = ({ photo, loading = "lazy" }: PhotoCardProps) => {
  const shown = fitInFrame(photo.image, photo.fit, 4 / 3)
  const contained = photo.fit === "contain"
  return (
    <figure
      data-photo-id={photo.id}
      className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 ${photo.extraTopMargin ? "mt-8" : ""}`}
    >
      <div className="relative aspect-[4/3] bg-sand">
        <Picture
          image={shown.image}
          alt={photo.alt}
          loading={loading}
          // Shown whole, the photo is a box of its own shape centred in the frame (as tall as the
          // frame, or as wide), so that its placeholder covers exactly where it will be and the
          // frame's colour shows around it.
          className={
            contained
              ? `absolute inset-0 m-auto object-contain ${shown.height === 1 ? "h-full w-auto" : "h-auto w-full"}`
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
