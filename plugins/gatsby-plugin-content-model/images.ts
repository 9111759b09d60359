/**
 * The photo files' own checks. Every file in content/images/ is opened with sharp (the library
 * the build resizes them with), with only the loaders of the formats the site takes
 * (image-loaders.ts): its first bytes tell what it is, its header how big it is, and its
 * structure whether it is whole (whole-file.ts). What the build cannot use is a problem,
 * in plain words with what to do; what works but looks poor or slows the build is a warning.
 *
 * A file in a format the site does not take is named from its first bytes (`foreignKind`), not by
 * file-type, which parses far more of an untrusted upload than that (and had an advisory for a
 * file made to hang it, GHSA-mhxj-85r3-2x55), is ESM-only where Jest loads the code as CommonJS,
 * and brings ten packages for a dozen comparisons of magic numbers.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp, { type Metadata } from "sharp"
import { pluginDir } from "./files"
import { openTakenFormatsOnly } from "./image-loaders"
import { locationIn } from "./location"
import { isWhole } from "./whole-file"

/** The content entry that uses an image, and whether the gallery shows it. */
export type ImageUse = { usedBy?: string; inGallery?: boolean }

type ImageReport = { problems: string[]; warnings: string[] }

/**
 * The formats the image pipeline takes, by sharp's name, with their file name endings and the
 * media type the content editor's file picker asks for.
 */
export const FORMATS: Record<string, { name: string; extensions: string[]; mediaType: string }> = {
  jpeg: { name: "JPEG", extensions: [".jpg", ".jpeg"], mediaType: "image/jpeg" },
  png: { name: "PNG", extensions: [".png"], mediaType: "image/png" },
  webp: { name: "WebP", extensions: [".webp"], mediaType: "image/webp" },
  avif: { name: "AVIF", extensions: [".avif"], mediaType: "image/avif" },
}
const TAKEN = "JPEG (.jpg), PNG (.png), WebP (.webp) or AVIF (.avif)"
const EXPORT_JPEG = "Save or export it as a JPEG (.jpg) and use that file instead"

/**
 * The widest file the site makes of a photo, by the content field that names it, as the pages'
 * queries ask (src/templates/photos.tsx, src/pages/index.tsx, src/pages/merch.tsx): wider gains
 * nothing. The content editor makes an upload no wider; the check says a gallery photo narrower
 * will look soft.
 */
export const WIDEST_FILE_PX: Record<string, number> = {
  "photos.json.image": 1200,
  "site.json.hero": 2400,
  "merch.json.image": 1920,
}
const GALLERY_WIDEST_PX = WIDEST_FILE_PX["photos.json.image"]
/**
 * The most pixels the image tools open (sharp's limit, which gatsby-plugin-sharp keeps): 16383 ×
 * 16383. A file over it is a poster or scan exported at the wrong size, or a decompression bomb
 * (a few hundred kilobytes that would take gigabytes to open).
 */
const PIXEL_LIMIT = 0x3fff * 0x3fff
const LARGE_BYTES = 25 * 1000 * 1000
const LARGE_PIXELS = 50 * 1000 * 1000
/**
 * Seconds a cold build spends on each megapixel of a gallery photo, for the warning's estimate
 * (measured in docs/performance.md, "What a photo costs the build").
 */
const COLD_SECONDS_PER_MEGAPIXEL = 0.08

const HEIF_BRANDS = new Set("heic heix heim heis hevc hevx mif1 msf1 heif".split(" "))
const AVIF_BRANDS = new Set(["avif", "avis"])

/** The brands of an ISO media file (HEIC, AVIF), from its `ftyp` box; none for other files. */
const brandsOf = (bytes: Buffer) => {
  if (bytes.length < 16 || bytes.toString("latin1", 4, 8) !== "ftyp") return []
  const size = Math.min(bytes.readUInt32BE(0), bytes.length)
  const brands = [bytes.toString("latin1", 8, 12)]
  for (let offset = 16; offset + 4 <= size; offset += 4) {
    brands.push(bytes.toString("latin1", offset, offset + 4))
  }
  return brands
}

/** What a file that is not in a format the pipeline takes is, from its first bytes. */
const foreignKind = (bytes: Buffer) => {
  const brands = brandsOf(bytes)
  if (brands.some(brand => AVIF_BRANDS.has(brand))) return undefined
  if (brands.some(brand => HEIF_BRANDS.has(brand))) return "heic"
  const start = bytes.toString("latin1", 0, 512)
  if (start.startsWith("GIF8")) return "GIF"
  if (start.startsWith("%PDF")) return "PDF"
  if (start.startsWith("II*\0") || start.startsWith("MM\0*")) return "TIFF"
  if (start.startsWith("BM")) return "BMP"
  if (start.startsWith("8BPS")) return "Photoshop (.psd)"
  if (start.startsWith("\xff\x0a") || start.startsWith("\0\0\0\x0cJXL ")) return "JPEG XL"
  if (start.startsWith("\0\0\0\x0cjP  ")) return "JPEG 2000"
  if (/<svg[\s>]/i.test(bytes.toString("utf8", 0, 1024))) return "SVG"
  return undefined
}

const CUT_OFF =
  "is damaged or cut off (it was not copied or downloaded whole). Copy the photo from the phone, camera or download again"

/** Whether a file's first bytes are those of a JPEG, PNG, WebP or AVIF, whatever follows. */
const startsLikeATakenFormat = (bytes: Buffer) => {
  const start = bytes.toString("latin1", 0, 16)
  return (
    start.startsWith("\xff\xd8\xff") ||
    start.startsWith("\x89PNG\r\n\x1a\n") ||
    (start.startsWith("RIFF") && start.slice(8, 12) === "WEBP") ||
    brandsOf(bytes).some(brand => AVIF_BRANDS.has(brand))
  )
}

/** "a JPEG", "an SVG", "an AVIF": the article a format's name is said with. */
const aFormat = (name: string) => `${/^[AEFHILMNORSX]/.test(name) ? "an" : "a"} ${name}`

const adviceFor = (kind: string) =>
  kind === "heic"
    ? "is an HEIC photo (the format iPhones save in), whatever its name says, and the site cannot use HEIC. " +
      'On the iPhone, share the photo and choose "Save as JPEG" (or AirDrop it with "All Photos Data" off), ' +
      'or set Settings > Camera > Formats to "Most Compatible" for new photos; on a Mac, open it in Preview ' +
      "and choose File > Export > JPEG. Then put the .jpg in its place"
    : `is ${aFormat(kind)} file, which the site does not take: it takes ${TAKEN}. ${EXPORT_JPEG}`

const megabytes = (bytes: number) => `${(bytes / 1000 / 1000).toFixed(0)} MB`

/**
 * Checks one image file. `usedBy` names the content entry that uses it ("content/photos.json:
 * photo #3 (id 3) image"), if any, and `inGallery` says whether the gallery shows it.
 */
const checkImage = async (
  imagesDir: string,
  name: string,
  { usedBy, inGallery }: ImageUse,
): Promise<ImageReport> => {
  const file = path.join(imagesDir, name)
  const where = usedBy ? `${usedBy}: content/images/${name}` : `content/images/${name}`
  const problem = (text: string) => ({ problems: [`${where} ${text}.`], warnings: [] })
  const bytes = fs.readFileSync(file)
  if (bytes.length === 0) {
    return problem(
      "is empty (0 bytes): the copy went wrong. Copy the photo into content/images/ again",
    )
  }
  const kind = foreignKind(bytes)
  if (kind) return problem(adviceFor(kind))

  let metadata: Metadata
  try {
    // The header alone: an image too large to open is refused below, by its size.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    return problem(
      startsLikeATakenFormat(bytes)
        ? CUT_OFF
        : `is not an image, or not one the site can read. Use a photo in ${TAKEN}, or copy it again if it was one`,
    )
  }
  // sharp names the container of AVIF and HEIC alike ("heif"); the compression tells them apart.
  // The loaders left open read no other format.
  if (metadata.format === "heif" && metadata.compression !== "av1")
    return problem(adviceFor("heic"))
  const formatName = metadata.format === "heif" ? "avif" : metadata.format
  const format = FORMATS[formatName]
  const extension = path.extname(name).toLowerCase()
  if (!format.extensions.includes(extension)) {
    const base = path.basename(name, path.extname(name))
    return problem(
      `is ${aFormat(format.name)} file, but its name ends in "${extension || "(nothing)"}". Rename it to "${base}${format.extensions[0]}" and use that name in the content file`,
    )
  }
  // The size the photo is seen at: phones store upright photos sideways with an orientation tag.
  const { width = 0, height = 0 } = metadata.autoOrient ?? metadata
  const megapixels = (width * height) / 1000 / 1000
  if (width * height > PIXEL_LIMIT) {
    return problem(
      `is ${width} × ${height} px (${megapixels.toFixed(0)} megapixels), more than the ${(PIXEL_LIMIT / 1000 / 1000).toFixed(0)} megapixels the site's image tools can open. Export it at 3000 px on its long side and use that file instead`,
    )
  }
  if ((metadata.pages ?? 1) > 1) {
    return problem(
      `is an animation (${metadata.pages} frames), and the gallery shows still photos: only its first frame would show. Save the frame you want as a JPEG (.jpg) and use that file instead`,
    )
  }
  if (!isWhole(bytes, formatName)) return problem(CUT_OFF)

  const warnings: string[] = []
  if (inGallery && width < GALLERY_WIDEST_PX) {
    warnings.push(
      `${where} is ${width} px wide; the gallery shows photos up to ${GALLERY_WIDEST_PX} px wide on large screens, where this one will look soft. Use a larger copy if there is one (the original from the camera or phone)`,
    )
  }
  const place = locationIn(metadata)
  if (place) {
    warnings.push(
      `${where} carries the place it was taken (GPS latitude and longitude, in its ${place}). The site's own copies of it leave that out, but this file is kept in the site's repository, where anyone who can read the repository can find where it was taken (a member's home, say). Unless that is meant to be public, put a copy without the location in its place: on the phone, share or export the photo with its location turned off (on an iPhone: Share, then Options, then Location off)`,
    )
  }
  if (bytes.length > LARGE_BYTES || width * height > LARGE_PIXELS) {
    warnings.push(
      `${where} is ${megabytes(bytes.length)} and ${megapixels.toFixed(0)} megapixels: it works, but it adds about ${Math.round(megapixels * COLD_SECONDS_PER_MEGAPIXEL)} s to every build that starts without a cache. A copy 3000 px on its long side looks the same on the site`,
    )
  }
  return { problems: [], warnings: warnings.map(text => `${text}.`) }
}

/**
 * What each photo's check found, by path, size and modification time, kept between runs: a
 * gallery of hundreds of phone photos takes seconds to open, and a build after adding one photo
 * should only open that one. A changed file has a new size or time, and a change to the files of
 * these checks (RULES) checks every photo again. The file is in node_modules/.cache/, where tools
 * keep their caches, not in Gatsby's .cache/, which Gatsby empties after the check has run when
 * its plugins change. On Netlify, the site's Build plugin keeps it (netlify/plugins/build-caches/).
 */
export const CACHE_FILE = path.resolve("node_modules", ".cache", "content-check", "images.json")
const RULES = ["images.ts", "whole-file.ts", "image-loaders.ts", "location.ts"]
  .reduce(
    (hash, file) => hash.update(fs.readFileSync(path.join(pluginDir, file))),
    crypto.createHash("sha256"),
  )
  .digest("hex")

const readCache = (): Map<string, ImageReport> => {
  try {
    const cache = JSON.parse(fs.readFileSync(CACHE_FILE, "utf8"))
    return new Map(cache.rules === RULES ? Object.entries(cache.photos) : [])
  } catch {
    return new Map()
  }
}

const writeCache = (imagesDir: string, results: Map<string, ImageReport>) => {
  // Another content folder's photos (a copy being checked, say) stay while their files are there.
  const others = [...readCache()].filter(([key]) => {
    const [file] = JSON.parse(key)
    return path.dirname(file) !== imagesDir && fs.existsSync(file)
  })
  const photos = Object.fromEntries([...others, ...results])
  try {
    fs.mkdirSync(path.dirname(CACHE_FILE), { recursive: true })
    const draft = `${CACHE_FILE}.${process.pid}`
    fs.writeFileSync(draft, JSON.stringify({ rules: RULES, photos }))
    fs.renameSync(draft, CACHE_FILE)
  } catch {
    // Without a cache the next check opens every photo again; nothing else changes.
  }
}

/**
 * Checks every file in content/images/ (names starting with a dot are left alone). `uses` maps a
 * file name to the content entry that uses it and whether the gallery shows it.
 */
export const checkImages = async (
  imagesDir: string,
  names: string[],
  uses: Map<string, ImageUse>,
): Promise<ImageReport> => {
  openTakenFormatsOnly()
  const cache = readCache()
  const checks = names.map(name => {
    const use = uses.get(name) ?? {}
    const { size, mtimeMs } = fs.statSync(path.join(imagesDir, name))
    return { name, use, key: JSON.stringify([path.join(imagesDir, name), size, mtimeMs, use]) }
  })
  // One photo at a time on each core: decoding a JPEG runs on one thread.
  const reports: ImageReport[] = new Array(checks.length)
  let next = 0
  const checkNext = async (): Promise<void> => {
    const index = next++
    if (index >= checks.length) return
    const { name, use, key } = checks[index]
    reports[index] = cache.get(key) ?? (await checkImage(imagesDir, name, use))
    return checkNext()
  }
  await Promise.all(Array.from({ length: os.availableParallelism() }, checkNext))
  writeCache(imagesDir, new Map(checks.map(({ key }, index) => [key, reports[index]])))
  return {
    problems: reports.flatMap(report => report.problems),
    warnings: reports.flatMap(report => report.warnings),
  }
}
