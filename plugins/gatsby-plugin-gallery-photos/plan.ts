/**
 * What the page shows a gallery photo with, and the job that makes its files, planned from the
 * photo's header alone.
 */
import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { generateImageData } from "gatsby-plugin-image"
import sharp from "sharp"
import type { PhotoFile, PhotoFilesArgs } from "./photo-files"

/** The plugin's options (gatsby-node.ts checks them), as far as a plan needs them. */
export type PlanOptions = { width: number; breakpoints: number[]; quality: number }

export const PLUGIN_NAME = "gatsby-plugin-gallery-photos"
/** The job gatsby-worker.mjs runs for each photo. */
export const JOB_NAME = "GALLERY_PHOTO_FILES"

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
 * What the page shows a photo with, and the job that makes its files: read from the file's
 * header, so that the entry's early start and the page's query ask for the same job, which Gatsby
 * then runs once. Its files go to public/static/<the file's MD5>/, named by width.
 */
export const planPhoto = async (file: string, { width, breakpoints, quality }: PlanOptions) => {
  const bytes = await readFile(file)
  const folder = createHash("md5").update(bytes).digest("hex")
  // The size of the photo as it is shown: a phone photo stored sideways is measured upright.
  const { autoOrient } = await sharp(bytes).metadata()
  const files: PhotoFile[] = []
  const imageData = generateImageData({
    pluginName: PLUGIN_NAME,
    filename: file,
    sourceMetadata: { ...autoOrient, format: "auto" },
    layout: "constrained",
    width,
    breakpoints,
    formats: ["jpg", "webp"],
    generateImageSource: (_source, fileWidth, fileHeight, format) => {
      const name = `${urlName(file)}-${fileWidth}.${format}`
      files.push({
        name,
        width: fileWidth,
        height: fileHeight,
        format: format as PhotoFile["format"],
      })
      return { src: `/static/${folder}/${name}`, width: fileWidth, height: fileHeight, format }
    },
  })
  const args: PhotoFilesArgs = { files, quality }
  const job = {
    name: JOB_NAME,
    inputPaths: [file],
    outputDir: path.resolve("public", "static", folder),
    args,
  }
  return { imageData, job }
}
