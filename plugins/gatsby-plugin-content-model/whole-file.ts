/**
 * Whether an image file is whole, read from its structure rather than by decoding it: a copy or
 * download cut off part way ends before the format's last part. Walking the parts costs a few
 * milliseconds for a phone photo, where decoding it costs tens, and the build decodes every photo
 * anyway to make its files; a file damaged inside stops the build there.
 *
 * Each format is read as its specification lays it out: JPEG (ITU T.81, B.1), PNG (W3C PNG, 5.3)
 * with each part's CRC, WebP (RIFF), AVIF (ISO base media file format boxes).
 */
import { crc32 } from "node:zlib"

/** JPEG: segments to each scan, the scan's data to the next marker, and so on to End Of Image. */
const jpegIsWhole = (bytes: Buffer) => {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false
  let at = 2
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return false
    const marker = bytes[at + 1]
    if (marker === 0xd9) return true
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2 // a marker without a length
      continue
    }
    if (at + 3 >= bytes.length) return false
    at += 2 + bytes.readUInt16BE(at + 2)
    if (marker !== 0xda) continue
    // Start Of Scan: the coded data runs to the next 0xFF that is neither a stuffed 0x00 nor a
    // restart marker.
    for (;;) {
      at = bytes.indexOf(0xff, at)
      if (at === -1 || at + 1 >= bytes.length) return false
      const next = bytes[at + 1]
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2
      else if (next === 0xff) at += 1
      else break
    }
  }
  return false
}

/** PNG: chunks, each with its CRC, to IEND. */
const pngIsWhole = (bytes: Buffer) => {
  let at = 8
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at)
    const end = at + 12 + length
    if (end > bytes.length) return false
    if (crc32(bytes.subarray(at + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) return false
    if (bytes.toString("latin1", at + 4, at + 8) === "IEND") return true
    at = end
  }
  return false
}

/** WebP: the RIFF container's chunks, as long as its header says. */
const webpIsWhole = (bytes: Buffer) => {
  if (bytes.length < 12) return false
  const end = 8 + bytes.readUInt32LE(4)
  if (end > bytes.length) return false
  let at = 12
  while (at + 8 <= end) {
    const size = bytes.readUInt32LE(at + 4)
    at += 8 + size + (size % 2) // a chunk of odd size is padded to even
  }
  return at === end
}

/** AVIF: top-level boxes that end exactly where the file ends. */
const avifIsWhole = (bytes: Buffer) => {
  let at = 0
  while (at + 8 <= bytes.length) {
    const size32 = bytes.readUInt32BE(at)
    const size =
      size32 === 1 && at + 16 <= bytes.length
        ? Number(bytes.readBigUInt64BE(at + 8))
        : size32 === 0
          ? bytes.length - at
          : size32
    if (size < 8) return false
    at += size
  }
  return at === bytes.length
}

const CHECKS: Record<string, (bytes: Buffer) => boolean> = {
  jpeg: jpegIsWhole,
  png: pngIsWhole,
  webp: webpIsWhole,
  avif: avifIsWhole,
}

/** Whether `bytes`, a file of a format the site takes (sharp's name for it), is whole. */
export const isWhole = (bytes: Buffer, format: string) => CHECKS[format]?.(bytes) ?? false
