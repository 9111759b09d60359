/**
 * A gallery photo's files, all from one decode: the job Gatsby runs for each photo (Gatsby loads
 * it through gatsby-worker.mjs). The photo is read once, turned upright, converted to sRGB and
 * shrunk to the widest file the gallery shows it at (libjpeg shrinks a JPEG as it decodes); every
 * file is cut from that copy, which keeps a 16-bit photo's depth until each file is encoded.
 */
import os from "node:os"
import path from "node:path"
import pLimit from "p-limit"
import sharp from "sharp"

/** A file the gallery asks for: its size, its format and its name in the job's folder. */
export type PhotoFile = {
  name: string
  width: number
  height: number
  format: "jpg" | "webp"
}

/** The photo (its path and its MD5, which tells its versions apart) and the files to make. */
export type PhotoFilesArgs = { photo: string; md5: string; files: PhotoFile[]; quality: number }

/** What the page needs of the photo besides its files: the colour that holds its place. */
export type PhotoFilesResult = { backgroundColor: string }

type Job = { outputDir: string; args: PhotoFilesArgs }

/**
 * Gatsby starts every job at once; a photo being cut holds its decoded copy (7 MB for a 16-bit
 * photo 1200 px wide), so as many photos are made at a time as there are processors, each using
 * sharp's threads.
 */
const limit = pLimit(os.availableParallelism())

/** The side of the copy the dominant colour is found in, as gatsby-plugin-sharp finds it. */
const DOMINANT_SIZE = 200

const hex = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map(value => value.toString(16).padStart(2, "0")).join("")}`

/** sharp's dominant colour of a small 8-bit sRGB copy (its statistics read a pipeline's input). */
const dominantColour = async (image: sharp.Sharp) => {
  const { data, info } = await image
    .resize(DOMINANT_SIZE, DOMINANT_SIZE, { fit: "inside" })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { dominant } = await sharp(data, { raw: info }).stats()
  return hex(dominant)
}

/** The decoded copy every file is cut from, as sharp hands it back, ready to be read again. */
const decodedCopy = async (file: string, width: number) => {
  const { depth } = await sharp(file).metadata()
  const deep = depth === "ushort"
  const { data, info } = await sharp(file)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    // sharp hands pixels back as 8-bit sRGB unless told to keep 16 bits.
    .toColourspace(deep ? "rgb16" : "srgb")
    .raw({ depth: deep ? "ushort" : "uchar" })
    .toBuffer({ resolveWithObject: true })
  // sharp reads raw pixels as 16-bit from a Uint16Array, as 8-bit from a Buffer.
  const pixels = deep ? new Uint16Array(data.buffer, data.byteOffset, data.length / 2) : data
  return () =>
    sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } })
}

export const makePhotoFiles = ({ outputDir, args }: Job) =>
  limit(async (): Promise<PhotoFilesResult> => {
    const widest = Math.max(...args.files.map(({ width }) => width))
    const decoded = await decodedCopy(args.photo, widest)
    const [backgroundColor] = await Promise.all([
      dominantColour(decoded()),
      ...args.files.map(({ name, width, height, format }) => {
        const resized = decoded().resize(width, height)
        const encoded =
          format === "webp"
            ? resized.webp({ quality: args.quality })
            : resized.jpeg({ quality: args.quality, progressive: true })
        return encoded.toFile(path.join(outputDir, name))
      }),
    ])
    return { backgroundColor }
  })
