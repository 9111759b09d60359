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
