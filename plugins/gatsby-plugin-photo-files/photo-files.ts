/**
 * A photo's files, all from one decode: the job Gatsby runs for each photo (Gatsby loads it
 * through gatsby-worker.js). The photo is read once, turned upright, converted to sRGB and
 * shrunk to the largest file the page shows it at (libjpeg shrinks a JPEG as it decodes); every
 * file is cut from that copy, which keeps a 16-bit photo's depth until each file is encoded.
 */
import os from "node:os"
import path from "node:path"
import pLimit from "p-limit"
import sharp, { type Sharp } from "sharp"
import { openTakenFormatsOnly } from "../gatsby-plugin-content-model/image-loaders"
import { AVIF_EFFORT, AVIF_QUALITY } from "./encoder"

openTakenFormatsOnly()

export type PhotoFormat = "jpg" | "webp" | "avif"

/** A file the page asks for: its size, its format and its name in the job's folder. */
export type PhotoFile = {
  name: string
  width: number
  height: number
  format: PhotoFormat
}

/**
 * The photo (its path and its MD5, which tells its versions apart), the files to make, whether
 * they are cut to a shape other than the photo's (the part kept is the one sharp finds most
 * interesting, as gatsby-plugin-sharp keeps it) and what holds the photo's place on the page.
 */
export type PhotoFilesArgs = {
  photo: string
  md5: string
  files: PhotoFile[]
  quality: number
  cut: boolean
  placeholder: "dominantColor" | "blurred"
  /** How the files are made, besides the rest (encoder.ts). */
  encoder: string
}

/** What the page needs of the photo besides its files: what holds its place. */
export type PhotoFilesResult = { backgroundColor?: string; blurred?: string }

type Job = { outputDir: string; args: PhotoFilesArgs }

/**
 * Gatsby starts every job at once; a photo being cut holds its decoded copy (7 MB for a 16-bit
 * photo 1200 px wide), so as many photos are made at a time as there are processors, each using
 * sharp's threads.
 */
const limit = pLimit(os.availableParallelism())

/** The side of the copy the dominant colour is found in, as gatsby-plugin-sharp finds it. */
const DOMINANT_SIZE = 200
/** The width of the blurred copy that holds a photo's place, as gatsby-plugin-sharp makes it. */
const BLURRED_WIDTH = 20

const hex = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map(value => value.toString(16).padStart(2, "0")).join("")}`

/** sharp's dominant colour of a small 8-bit sRGB copy (its statistics read a pipeline's input). */
const dominantColour = async (image: Sharp) => {
  const { data, info } = await image
    .resize(DOMINANT_SIZE, DOMINANT_SIZE, { fit: "inside" })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { dominant } = await sharp(data, { raw: info }).stats()
  return hex(dominant)
}

/**
 * The decoded copy every file is cut from, as sharp hands it back, ready to be read again: as
 * large as the largest file, or, for files cut to another shape, large enough to cover it.
 */
const decodedCopy = async (file: string, { width, height }: PhotoFile, cut: boolean) => {
  const { depth } = await sharp(file).metadata()
  const deep = depth === "ushort"
  const { data, info } = await sharp(file)
    .rotate()
    .resize(
      cut
        ? { width, height, fit: "outside", withoutEnlargement: true }
        : { width, withoutEnlargement: true },
    )
    // sharp hands pixels back as 8-bit sRGB unless told to keep 16 bits.
    .toColourspace(deep ? "rgb16" : "srgb")
    .raw({ depth: deep ? "ushort" : "uchar" })
    .toBuffer({ resolveWithObject: true })
  // sharp reads raw pixels as 16-bit from a Uint16Array, as 8-bit from a Buffer.
  const pixels = deep ? new Uint16Array(data.buffer, data.byteOffset, data.length / 2) : data
  return () =>
    sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } })
}

const encode = (image: Sharp, format: PhotoFormat, quality: number) => {
  if (format === "avif") return image.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT })
  if (format === "webp") return image.webp({ quality })
  return image.jpeg({ quality, progressive: true })
}

export const makePhotoFiles = ({ outputDir, args }: Job) =>
  limit(async (): Promise<PhotoFilesResult> => {
    const largest = args.files.reduce((wide, file) => (file.width > wide.width ? file : wide))
    const decoded = await decodedCopy(args.photo, largest, args.cut)
    const resize = (image: Sharp, width: number, height: number) =>
      image.resize(width, height, args.cut ? { position: "attention" } : {})
    const placeholder =
      args.placeholder === "blurred"
        ? resize(
            decoded(),
            BLURRED_WIDTH,
            Math.max(1, Math.round((BLURRED_WIDTH * largest.height) / largest.width)),
          )
            .jpeg({ quality: args.quality, progressive: true })
            .toBuffer()
            .then(jpeg => ({ blurred: `data:image/jpeg;base64,${jpeg.toString("base64")}` }))
        : dominantColour(decoded()).then(backgroundColor => ({ backgroundColor }))
    const [result] = await Promise.all([
      placeholder,
      ...args.files.map(({ name, width, height, format }) =>
        encode(resize(decoded(), width, height), format, args.quality).toFile(
          path.join(outputDir, name),
        ),
      ),
    ])
    return result
  })
