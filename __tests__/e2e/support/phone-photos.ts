import { execFileSync, spawnSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"

/**
 * Photos as members' phones and computers make them, made here: an iPhone's HEIC (12 megapixels,
 * stored sideways with the rotation in its `irot` property, as iPhones store an upright photo,
 * and the place it was taken in its EXIF), a 48-megapixel phone JPEG with the place in its EXIF,
 * and a PNG from a screenshot or an editor. HEIC is made with libheif's `heif-enc` and its place
 * written with `exiftool` (Debian's libheif-examples and libimage-exiftool-perl, which .ci/run
 * installs): sharp's libheif encodes AV1 (AVIF) only.
 */

/** The tools the HEIC needs, or why they are missing. */
export const heicToolsMissing = () =>
  ["heif-enc", "heif-convert", "exiftool"].find(
    tool => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0,
  )

/** Paris, where no member lives: a place a phone writes, to be found in no saved file. */
const PLACE = [
  "-GPSLatitude=48.8566",
  "-GPSLatitudeRef=N",
  "-GPSLongitude=2.3522",
  "-GPSLongitudeRef=E",
]

/**
 * A scene with the detail of a photo, `width` × `height`: soft light across it, shapes with
 * edges, lettering, and the grain a phone's sensor leaves.
 */
const scene = async (width: number, height: number) => {
  const unit = Math.min(width, height) / 100
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="light" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="#24466f"/><stop offset="1" stop-color="#e6b56a"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#light)"/>
    <circle cx="${30 * unit}" cy="${35 * unit}" r="${18 * unit}" fill="#b8372b"/>
    <rect x="${60 * unit}" y="${50 * unit}" width="${30 * unit}" height="${22 * unit}" fill="#f2efe6"/>
    <text x="${8 * unit}" y="${88 * unit}" font-family="sans-serif" font-size="${9 * unit}" fill="#151515">Rehearsal</text>
  </svg>`
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 6 },
    },
  })
    .png()
    .toBuffer()
  const { data, info } = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "overlay" }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
}

/**
 * A real photo at `width` × `height`, enlarged as a phone's own processing leaves its pixels:
 * smooth, its sensor's noise taken out.
 */
const photoAt = async (file: string, width: number, height: number) =>
  sharp(await sharp(file).resize(width, height).raw().toBuffer(), {
    raw: { width, height, channels: 3 },
  })

/** The boxes of an ISO base media file (HEIF) from `start` to `end`: type, start, size. */
const boxes = (file: Buffer, start: number, end: number) => {
  const found: { type: string; at: number; size: number }[] = []
  for (let at = start; at + 8 <= end;) {
    const size = file.readUInt32BE(at)
    found.push({ type: file.toString("latin1", at + 4, at + 8), at, size })
    at += size
  }
  return found
}
const child = (file: Buffer, parent: { at: number; size: number }, type: string, header = 8) => {
  const box = boxes(file, parent.at + header, parent.at + parent.size).find(b => b.type === type)
  if (!box) throw new Error(`No ${type} box in the HEIC heif-enc made`)
  return box
}

/**
 * Turns the HEIC's primary image by `quarterTurns` × 90° anticlockwise with an `irot` property
 * (ISO/IEC 23008-12, 6.5.10), as a phone does: the box is added to `ipco`, the image's entry in
 * `ipma` points at it, and every size and offset after it grows to fit.
 */
const addRotation = (heic: Buffer, quarterTurns: number) => {
  const meta = boxes(heic, 0, heic.length).find(box => box.type === "meta")
  if (!meta) throw new Error("No meta box in the HEIC heif-enc made")
  const iprp = child(heic, meta, "iprp", 12)
  const ipco = child(heic, iprp, "ipco")
  const ipma = child(heic, iprp, "ipma")
  const iloc = child(heic, meta, "iloc", 12)
  const pitm = child(heic, meta, "pitm", 12)
  const primary = heic.readUInt16BE(pitm.at + 12)
  const irotIndex = boxes(heic, ipco.at + 8, ipco.at + ipco.size).length + 1
  const irot = Buffer.from([0, 0, 0, 9, ...Buffer.from("irot"), quarterTurns & 3])

  // ipma: version 0 (16-bit item ids), flags bit 0 set for 15-bit property indexes.
  const ipmaVersion = heic[ipma.at + 8]
  const wide = (heic.readUInt32BE(ipma.at + 8) & 1) === 1
  if (ipmaVersion !== 0) throw new Error("The HEIC's ipma has 32-bit item ids")
  const association = wide ? Buffer.alloc(2) : Buffer.alloc(1)
  if (wide) association.writeUInt16BE(0x8000 | irotIndex)
  else association.writeUInt8(0x80 | irotIndex)
  let entry = ipma.at + 16
  let insertAt = -1
  for (let left = heic.readUInt32BE(ipma.at + 12); left > 0; left -= 1) {
    const item = heic.readUInt16BE(entry)
    const count = heic[entry + 2]
    const next = entry + 3 + count * (wide ? 2 : 1)
    if (item === primary) {
      heic[entry + 2] = count + 1
      insertAt = next
    }
    entry = next
  }
  if (insertAt < 0) throw new Error("The HEIC's primary image has no properties")
  const grown = irot.length + association.length
  const ipcoEnd = ipco.at + ipco.size
  const edited = Buffer.concat([
    heic.subarray(0, ipcoEnd),
    irot,
    heic.subarray(ipcoEnd, insertAt),
    association,
    heic.subarray(insertAt),
  ])
  const shift = (at: number) =>
    at >= insertAt ? at + grown : at >= ipcoEnd ? at + irot.length : at
  for (const box of [meta, iprp]) edited.writeUInt32BE(box.size + grown, box.at)
  edited.writeUInt32BE(ipco.size + irot.length, ipco.at)
  edited.writeUInt32BE(ipma.size + association.length, shift(ipma.at))

  // iloc: the image data's offsets in the file, which now starts `grown` bytes later.
  const at = shift(iloc.at) + 12
  const version = edited[at - 4]
  const offsetSize = edited[at] >> 4
  const lengthSize = edited[at] & 15
  const baseSize = edited[at + 1] >> 4
  const indexSize = version >= 1 ? edited[at + 1] & 15 : 0
  const read = (offset: number, size: number) =>
    size === 0
      ? 0
      : size === 4
        ? edited.readUInt32BE(offset)
        : Number(edited.readBigUInt64BE(offset))
  const write = (offset: number, size: number, value: number) =>
    size === 4
      ? edited.writeUInt32BE(value, offset)
      : edited.writeBigUInt64BE(BigInt(value), offset)
  const itemCount = version < 2 ? edited.readUInt16BE(at + 2) : edited.readUInt32BE(at + 2)
  let cursor = at + (version < 2 ? 4 : 6)
  for (let item = 0; item < itemCount; item += 1) {
    cursor += version < 2 ? 2 : 4
    const method = version >= 1 ? edited.readUInt16BE(cursor) & 15 : 0
    cursor += version >= 1 ? 2 : 0
    cursor += 2 // data_reference_index
    const base = cursor
    cursor += baseSize
    const extents = edited.readUInt16BE(cursor)
    cursor += 2
    if (method === 0 && baseSize > 0) write(base, baseSize, read(base, baseSize) + grown)
    for (let extent = 0; extent < extents; extent += 1) {
      cursor += indexSize
      if (method === 0 && baseSize === 0)
        write(cursor, offsetSize, read(cursor, offsetSize) + grown)
      cursor += offsetSize + lengthSize
    }
  }
  return edited
}

export type PhonePhoto = { file: string; name: string; width: number; height: number }

/**
 * An iPhone's HEIC in `dir`: 4032 × 3024 pixels stored sideways, seen upright as 3024 × 4032
 * (`irot`, and the EXIF orientation iPhones also write), with the place it was taken.
 */
export const iphoneHeic = async (dir: string): Promise<PhonePhoto> => {
  const sideways = path.join(dir, "sideways.jpg")
  // A photo of the group's (content/images/photo-02.jpg) at a phone's 12 megapixels, turned a
  // quarter clockwise into the sensor's landscape, as stored.
  await (
    await photoAt("content/images/photo-02.jpg", 3024, 4032)
  )
    .rotate(-90)
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toFile(sideways)
  const file = path.join(dir, "IMG_0042.HEIC")
  execFileSync("heif-enc", ["-q", "80", sideways, "-o", file])
  writeFileSync(file, addRotation(readFileSync(file), 3))
  execFileSync("exiftool", ["-q", "-overwrite_original", ...PLACE, file])
  return { file, name: "IMG_0042.HEIC", width: 3024, height: 4032 }
}

/**
 * The HEIC's pixels as libheif shows them (upright: `irot` applied), as a PNG beside it, without
 * the EXIF heif-convert copies over, whose orientation would turn them again.
 */
export const heicAsPng = async (heic: string) => {
  const png = heic.replace(/\.heic$/i, "-decoded.png")
  execFileSync("heif-convert", [heic, png])
  writeFileSync(png, await sharp(png).png().toBuffer())
  return png
}

/** A 48-megapixel phone's JPEG (8000 × 6000), with the place it was taken. */
export const bigPhoneJpeg = async (dir: string): Promise<PhonePhoto> => {
  const file = path.join(dir, "PXL_20261128_181500.jpg")
  await (
    await scene(8000, 6000)
  )
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Google", Model: "Pixel" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2376/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 792/100",
      },
    })
    .toFile(file)
  return { file, name: "PXL_20261128_181500.jpg", width: 8000, height: 6000 }
}

/** A PNG from a screenshot or an editor, 2880 × 1800. */
export const screenshotPng = async (dir: string): Promise<PhonePhoto> => {
  const file = path.join(dir, "Screenshot 2026-11-28.png")
  await (await scene(2880, 1800)).png().toFile(file)
  return { file, name: "Screenshot 2026-11-28.png", width: 2880, height: 1800 }
}
