import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A content file as queried with `childImageSharp { gatsbyImageData }`. */
type ImageFile = {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null
}

/**
 * The image data of a content file, or an error naming the content field when the file is
 * not an image Gatsby can process (for example an SVG or a PDF dropped into content/images/).
 */
export const requireImage = (file: ImageFile | null, where: string): IGatsbyImageData => {
  const image = file?.childImageSharp?.gatsbyImageData
  if (!image) {
    throw new Error(
      `${where}: the file is not an image the site can process. Use a .jpg, .png, .webp or .avif file from content/images/.`,
    )
  }
  return image
}

/**
 * A photo in a frame of another shape, cropped to fill it (cover) or shown whole inside it
 * (contain): how much of the frame's width and height the photo takes, and the photo with each
 * width in its `sizes` (which its query gives for the frame) scaled by that share, so that the
 * browser fetches a file as wide as the photo is shown. Cropped to fill, a photo wider in shape
 * than the frame overflows it (a 3:2 landscape in a 4:3 frame, by an eighth of its width); shown
 * whole, a photo taller in shape than the frame takes part of its width (a 2:3 portrait, half).
 */
export const fitInFrame = (
  image: IGatsbyImageData,
  fit: "contain" | "cover",
  frameAspectRatio: number,
) => {
  const shape = image.width / image.height / frameAspectRatio
  const [width, height] = [shape, 1 / shape].map(share =>
    fit === "cover" ? Math.max(1, share) : Math.min(1, share),
  )
  // "(min-width: 640px) 45vw, 92vw": each entry's length is last, after any media condition.
  const scale = (sizes?: string) =>
    sizes
      ?.split(", ")
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
      fallback: fallback && { ...fallback, sizes: scale(fallback.sizes) },
      sources: sources.map(source => ({ ...source, sizes: scale(source.sizes) })),
    },
  }
  return { image: scaled, width, height }
}
