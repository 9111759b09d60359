import { writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { noisePhoto as noise } from "../sites/site-copy.mjs"
import { brokenCopy } from "./broken-content"

/**
 * Photos made the way phones, scanners and downloads make them, put in a copy of the content as
 * photo 1's file.
 */
export const withPhoto = (name: string, bytes: Buffer | string) => {
  const dir = brokenCopy("photos.json", {
    json: (photos: Array<{ image: string }>) => void (photos[0].image = `images/${name}`),
  })
  writeFileSync(path.join(dir, "images", name), bytes)
  return dir
}

/** The first half of a file, as a copy or download cut off half way leaves it. */
const halfOf = (whole: Buffer) => whole.subarray(0, Math.floor(whole.length / 2))

/** A photo-like image: noise, so that it compresses as a real photo does. */
export { noise }

export const photo1 = "content/photos.json: photo #1 (id 1) image: content/images/"

/** The start of an iPhone photo's bytes: an ISO media `ftyp` box of brand heic. */
const heicBytes = () => {
  const box = Buffer.alloc(32)
  box.writeUInt32BE(24, 0)
  box.write("ftypheic", 4, "latin1")
  box.write("mif1heicmiaf", 12, "latin1")
  return Buffer.concat([box, Buffer.alloc(4000, 7)])
}

/**
 * Files the content check refuses, as maintainers bring them: the case, the file name, how to make
 * the file, and the start of the message the check gives after the entry's name.
 */
export const unusablePhotos: Array<[string, string, () => Promise<Buffer | string>, string]> = [
  [
    "an iPhone HEIC photo saved with a .jpg name",
    "IMG_0042.jpg",
    async () => heicBytes(),
    'IMG_0042.jpg is an HEIC photo (the format iPhones save in), whatever its name says, and the site cannot use HEIC. On the iPhone, share the photo and choose "Save as JPEG"',
  ],
  ["an empty file", "empty.jpg", async () => Buffer.alloc(0), "empty.jpg is empty (0 bytes)"],
  [
    "a download cut off half way",
    "cut-off.jpg",
    async () => {
      const whole = await noise(1600, 1200).jpeg().toBuffer()
      return whole.subarray(0, Math.floor(whole.length / 2))
    },
    "cut-off.jpg is damaged or cut off (it was not copied or downloaded whole)",
  ],
  [
    "a progressive JPEG cut off between its scans",
    "cut-off-progressive.jpg",
    async () => halfOf(await noise(1600, 1200).jpeg({ progressive: true }).toBuffer()),
    "cut-off-progressive.jpg is damaged or cut off (it was not copied or downloaded whole)",
  ],
  [
    "a PNG cut off half way",
    "cut-off.png",
    async () => halfOf(await noise(800, 600).png().toBuffer()),
    "cut-off.png is damaged or cut off (it was not copied or downloaded whole)",
  ],
  [
    "a WebP cut off half way",
    "cut-off.webp",
    async () => halfOf(await noise(1600, 1200).webp().toBuffer()),
    "cut-off.webp is damaged or cut off (it was not copied or downloaded whole)",
  ],
  [
    "an AVIF cut off half way",
    "cut-off.avif",
    async () => halfOf(await noise(800, 600).avif({ effort: 0 }).toBuffer()),
    "cut-off.avif is damaged or cut off (it was not copied or downloaded whole)",
  ],
  [
    "a text file with a photo's name",
    "notes.jpg",
    async () => "These are notes, not a photo.\n",
    "notes.jpg is not an image, or not one the site can read. Use a photo in JPEG (.jpg), PNG (.png), WebP (.webp) or AVIF (.avif)",
  ],
  [
    "a GIF",
    "animation.gif",
    async () => noise(200, 200).gif().toBuffer(),
    "animation.gif is a GIF file, which the site does not take: it takes JPEG (.jpg), PNG (.png), WebP (.webp) or AVIF (.avif). Save or export it as a JPEG (.jpg)",
  ],
  [
    "an SVG drawing",
    "logo.svg",
    async () => '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
    "logo.svg is an SVG file, which the site does not take",
  ],
  [
    // Told by the tag in its first kilobyte above; this one is opened only with the loaders of
    // the formats the site takes, which librsvg is not.
    "an SVG drawing whose tag comes after a long comment",
    "drawing.jpg",
    async () =>
      `<?xml version="1.0"?>\n<!-- ${"A drawing. ".repeat(200)}-->\n<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"></svg>`,
    "drawing.jpg is not an image, or not one the site can read",
  ],
  [
    "a Photoshop document",
    "poster.psd",
    async () => Buffer.concat([Buffer.from("8BPS\0\x01", "latin1"), Buffer.alloc(4000, 1)]),
    "poster.psd is a Photoshop (.psd) file, which the site does not take",
  ],
  [
    "a JPEG XL photo",
    "photo.jxl",
    async () => Buffer.concat([Buffer.from([0xff, 0x0a]), Buffer.alloc(4000, 3)]),
    "photo.jxl is a JPEG XL file, which the site does not take",
  ],
  [
    "a scanner's TIFF",
    "scan.tif",
    async () => noise(400, 300).tiff().toBuffer(),
    "scan.tif is a TIFF file, which the site does not take",
  ],
  [
    "a 20000 × 20000 PNG of a few hundred kilobytes (a poster exported at the wrong size)",
    "poster.png",
    async () =>
      sharp({
        create: { width: 20000, height: 20000, channels: 3, background: "#f4ead5" },
        limitInputPixels: false,
      })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    "poster.png is 20000 × 20000 px (400 megapixels), more than the 268 megapixels the site's image tools can open. Export it at 3000 px on its long side and use that file instead",
  ],
  [
    "an animated WebP (a sticker or a screen recording)",
    "sticker.webp",
    async () => {
      const frames = await Promise.all(
        ["#c33", "#3c3", "#33c"].map(colour =>
          sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
            .png()
            .toBuffer(),
        ),
      )
      return sharp(frames, { join: { animated: true } })
        .webp({ loop: 0, delay: [200, 200, 200] })
        .toBuffer()
    },
    "sticker.webp is an animation (3 frames), and the gallery shows still photos: only its first frame would show. Save the frame you want as a JPEG (.jpg) and use that file instead",
  ],
  [
    "an Android phone's AVIF photo saved with a .jpg name",
    "PXL_0042.jpg",
    async () => noise(1600, 1200).avif({ effort: 0 }).toBuffer(),
    'PXL_0042.jpg is an AVIF file, but its name ends in ".jpg". Rename it to "PXL_0042.avif" and use that name in the content file',
  ],
  [
    "a PNG whose name says JPEG",
    "drawing.jpg",
    async () => noise(1600, 1200).png().toBuffer(),
    'drawing.jpg is a PNG file, but its name ends in ".jpg". Rename it to "drawing.png" and use that name in the content file',
  ],
]
