/**
 * Whether a photo carries the place it was taken, from the header sharp hands back, never the
 * pixels. EXIF: the first directory points to the GPS one (tag 0x8825), whose latitude (0x0002)
 * and longitude (0x0004) are three fractions each; a camera with no fix writes zeros. XMP:
 * `exif:GPSLatitude` and `exif:GPSLongitude`, as attributes or elements.
 */
const exifHasLocation = (exif: Buffer) => {
  // sharp's EXIF starts with "Exif\0\0", then the TIFF header: the byte order and the first directory.
  const start = exif.toString("latin1", 0, 6) === "Exif\0\0" ? 6 : 0
  const little = exif.toString("latin1", start, start + 2) === "II"
  if (!little && exif.toString("latin1", start, start + 2) !== "MM") return false
  const fits = (at: number, length: number) => at >= 0 && start + at + length <= exif.length
  const u16 = (at: number) =>
    little ? exif.readUInt16LE(start + at) : exif.readUInt16BE(start + at)
  const u32 = (at: number) =>
    little ? exif.readUInt32LE(start + at) : exif.readUInt32BE(start + at)
  const entries = (offset: number) => {
    const count = fits(offset, 2) ? u16(offset) : 0
    return fits(offset + 2, count * 12)
      ? Array.from({ length: count }, (_, index) => offset + 2 + index * 12).map(at => ({
          tag: u16(at),
          type: u16(at + 2),
          count: u32(at + 4),
          value: u32(at + 8),
        }))
      : []
  }
  const gps = entries(u32(4)).find(({ tag }) => tag === 0x8825)
  const placed = entries(gps?.value ?? -1).filter(
    ({ tag, type, count, value }) =>
      (tag === 0x0002 || tag === 0x0004) &&
      type === 5 &&
      count === 3 &&
      fits(value, 24) &&
      [0, 8, 16].some(part => u32(value + part) !== 0),
  )
  return new Set(placed.map(({ tag }) => tag)).size === 2
}

const xmpHasLocation = (xmp: Buffer) => {
  const text = xmp.toString("utf8")
  return ["GPSLatitude", "GPSLongitude"].every(name =>
    new RegExp(`exif:${name}\\s*=\\s*"[^"]*\\d|<exif:${name}>[^<]*\\d`).test(text),
  )
}

/** Where a photo's header says it was taken: "EXIF", "XMP", or nothing. */
export const locationIn = ({ exif, xmp }: { exif?: Buffer; xmp?: Buffer }) => {
  if (exif && exifHasLocation(exif)) return "EXIF"
  if (xmp && xmpHasLocation(xmp)) return "XMP"
  return undefined
}
