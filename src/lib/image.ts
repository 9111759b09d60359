import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * A content file's image data, or an error naming the content field when the file is not an
 * image Gatsby can process (for example an SVG or a PDF dropped into content/images/).
 */
export const requireImage = (
  image: IGatsbyImageData | null | undefined,
  where: string,
): IGatsbyImageData => {
  if (!image) {
    throw new Error(
      `${where}: the file is not an image the site can process. Use a .jpg, .png, .webp or .avif file from content/images/.`,
    )
  }
  return image
}
