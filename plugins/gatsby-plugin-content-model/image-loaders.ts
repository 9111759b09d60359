/**
 * sharp opens a file with whichever of libvips' loaders claims it: besides the four formats the
 * site takes, SVG (librsvg), PDF, TIFF, GIF, JPEG 2000, FITS, raw camera formats and more, each a
 * library of its own that a maintainer's upload would reach. In a process that opens the content's
 * photos, only the loaders of the formats the site takes stay open (libvips blocks or unblocks a
 * loader with all the file, buffer and stream loaders under it); any other file fails to open,
 * and the content check says it is not an image the site can read.
 */
import sharp from "sharp"

export const TAKEN_LOADERS = [
  "VipsForeignLoadJpeg",
  "VipsForeignLoadPng",
  "VipsForeignLoadWebp",
  // AVIF, in the HEIF container.
  "VipsForeignLoadHeif",
]

export const openTakenFormatsOnly = () => {
  sharp.block({ operation: ["VipsForeignLoad"] })
  sharp.unblock({ operation: TAKEN_LOADERS })
}
