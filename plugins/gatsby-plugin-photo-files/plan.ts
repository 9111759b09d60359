/**
 * What the page shows a photo with, and the job that makes its files, planned from the photo's
 * header alone.
 */
import path from "node:path"
import { generateImageData } from "gatsby-plugin-image"
import pLimit from "p-limit"
import sharp from "sharp"
import { ENCODER } from "./encoder"
import type { PhotoFile, PhotoFilesArgs, PhotoFormat } from "./photo-files"

/**
 * How a page shows a photo: as wide as its frame (`constrained`, at most `width` pixels) or as the
 * screen (`fullWidth`), in files of the `breakpoints`' widths up to the photo's own, in each of
 * `formats` (the first one every browser shows), cut to `aspectRatio` if one is given, with the
 * photo's dominant colour or a blurred copy to hold its place.
 */
export type PlanOptions = {
  layout: "constrained" | "fullWidth"
  width?: number
  breakpoints: number[]
  aspectRatio?: number
  sizes?: string
  formats: PhotoFormat[]
  placeholder: "dominantColor" | "blurred"
  quality: number
}

export const PLUGIN_NAME = "gatsby-plugin-photo-files"
/** The job gatsby-worker.js runs for each photo. */
export const JOB_NAME = "PHOTO_FILES"

/** A gallery page's query plans all of its photos at once: a few headers are read at a time. */
const reading = pLimit(8)

/** A photo file as Gatsby knows it: where it is and the MD5 of its bytes. */
export type PhotoSource = { absolutePath: string; contentDigest: string }

/**
 * A photo's files in a URL: its name in lower case, with anything but letters, digits, "-" and
 * "_" made a "-" (a space, "#" or "?" would break the address).
 */
export const urlName = (file: string) =>
  path
    .parse(file)
    .name.normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase() || "photo"

/**
 * What the page shows a photo with, and the job that makes its files, from the file's header, so
 * that the early start and the page's query ask for the same job, which Gatsby then runs once.
 * The files go to public/static/<the file's MD5>/, named by width (and height, for a cut copy).
 *
 * The job names its photo in its arguments, with the MD5 its File node keeps of it,
 * not among its input paths: Gatsby would read and hash an input path again each time a job is
 * asked for, and again for every finished job at the start of every build (gatsbyjs/gatsby#38891),
 * which for a gallery of 200 phone photos took longer than the rest of a build after adding one.
 * A photo replaced under the same name has a new MD5, so a new job and new files.
 */
export const planPhoto = async (
  { absolutePath: file, contentDigest: folder }: PhotoSource,
  { layout, width, breakpoints, aspectRatio, sizes, formats, placeholder, quality }: PlanOptions,
) => {
  // The size of the photo as it is shown: a phone photo stored sideways is measured upright.
  const { autoOrient } = await reading(() => sharp(file).metadata())
  const files: PhotoFile[] = []
  const imageData = generateImageData({
    pluginName: PLUGIN_NAME,
    filename: file,
    sourceMetadata: { ...autoOrient, format: "auto" },
    layout,
    width,
    breakpoints,
    aspectRatio,
    sizes,
    formats,
    generateImageSource: (_source, fileWidth, fileHeight, format) => {
      const size = aspectRatio ? `${fileWidth}x${fileHeight}` : `${fileWidth}`
      const name = `${urlName(file)}-${size}.${format}`
      files.push({ name, width: fileWidth, height: fileHeight, format: format as PhotoFormat })
      return { src: `/static/${folder}/${name}`, width: fileWidth, height: fileHeight, format }
    },
  })
  const args: PhotoFilesArgs = {
    photo: file,
    md5: folder,
    files,
    quality,
    cut: aspectRatio !== undefined,
    placeholder,
    encoder: ENCODER,
  }
  const job = {
    name: JOB_NAME,
    inputPaths: [],
    outputDir: path.resolve("public", "static", folder),
    args,
  }
  return { imageData, job }
}
