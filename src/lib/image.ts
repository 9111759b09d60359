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

/** One condition of an `<img sizes>` list and the width the image has under it. */
export type SizeRule = { media?: string; width: number; unit: "px" | "vw" }

/**
 * The image with its `sizes` list set from rules, each width multiplied by `scale`, so that the
 * browser picks the smallest file that is still sharp at the size the image is shown.
 */
export const withSizes = (
  image: IGatsbyImageData,
  rules: readonly SizeRule[],
  scale = 1,
): IGatsbyImageData => {
  const sizes = rules
    .map(({ media, width, unit }) => {
      const length = `${Math.round(width * scale * 10) / 10}${unit}`
      return media ? `${media} ${length}` : length
    })
    .join(", ")
  const { fallback, sources = [] } = image.images
  return {
    ...image,
    images: {
      fallback: fallback && { ...fallback, sizes },
      sources: sources.map(source => ({ ...source, sizes })),
    },
  }
}
