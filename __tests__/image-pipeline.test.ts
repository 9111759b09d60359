/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { processFile } from "gatsby-plugin-sharp/process-file"

/**
 * gatsby-plugin-sharp's image jobs (patches/gatsby-plugin-sharp+5.16.0.patch): gatsby-plugin-image
 * asks for one job a format, each with every width; the jobs of one photo share one decode of it,
 * shrunk on load to the largest width, and every file is cut from that.
 */
const GALLERY_WIDTHS = [400, 600, 800, 1200]
const OPTIONS = { stripMetadata: true, defaultQuality: 70, failOn: "warning" }

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "image-pipeline-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A job as gatsby-plugin-image makes it: one format, the gallery's widths at 4:3. */
const job = (file: string, toFormat: string, widths = GALLERY_WIDTHS) =>
  processFile(
    file,
    widths.map(width => ({
      outputPath: path.join(dir, "out", `${path.basename(file)}-${width}.${toFormat}`),
      args: { width, height: Math.round((width * 3) / 4), toFormat, quality: 70 },
    })),
    OPTIONS,
  )

/**
 * A phone photo as a phone stores it: 1600 × 1200 upright, red above and blue below (`blue`, a
 * shade of it), saved sideways with EXIF orientation 6 (turn 90° clockwise to show).
 */
const phonePhoto = async (name: string, blue = "#1010d0") => {
  const half = (colour: string) =>
    sharp({ create: { width: 1600, height: 600, channels: 3, background: colour } })
      .png()
      .toBuffer()
  const upright = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: "#000" },
  })
    .composite([
      { input: await half("#d01010"), top: 0, left: 0 },
      { input: await half(blue), top: 600, left: 0 },
    ])
    .png()
    .toBuffer()
  const sideways = await sharp(upright).rotate(-90).toBuffer()
  const file = path.join(dir, name)
  writeFileSync(file, await sharp(sideways).withMetadata({ orientation: 6 }).jpeg().toBuffer())
  return file
}

/** How often a source was decoded for the jobs (the one call that asks for the pixels' size). */
const countDecodes = () => {
  const toBuffer = jest.spyOn(sharp.prototype, "toBuffer")
  return () =>
    toBuffer.mock.calls.filter(
      ([options]) => (options as { resolveWithObject?: boolean })?.resolveWithObject,
    ).length
}

const pixel = async (file: string, left: number, top: number) => {
  const { data } = await sharp(file)
    .extract({ left, top, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return [...data]
}

it("makes a photo's JPEG and WebP widths from one decode, upright and without EXIF", async () => {
  const file = await phonePhoto("IMG_0042.jpg")
  const decodes = countDecodes()
  await Promise.all([job(file, "jpg"), job(file, "webp")])
  expect(decodes()).toBe(1)

  for (const format of ["jpg", "webp"]) {
    for (const width of GALLERY_WIDTHS) {
      const output = path.join(dir, "out", `IMG_0042.jpg-${width}.${format}`)
      const metadata = await sharp(readFileSync(output)).metadata()
      expect([metadata.width, metadata.height, metadata.orientation, metadata.exif]).toEqual([
        width,
        (width * 3) / 4,
        undefined,
        undefined,
      ])
      const [red, , blue] = await pixel(output, width / 2, 10)
      expect(red).toBeGreaterThan(150)
      expect(blue).toBeLessThan(80)
    }
  }
})

it("decodes each photo once, and a changed photo again", async () => {
  const first = await phonePhoto("first.jpg", "#1010c0")
  const second = await phonePhoto("second.jpg", "#1010b0")
  const decodes = countDecodes()
  await Promise.all([job(first, "jpg"), job(first, "webp"), job(second, "jpg")])
  expect(decodes()).toBe(2)

  writeFileSync(first, await sharp(first).rotate().flop().jpeg().toBuffer())
  await job(first, "jpg")
  expect(decodes()).toBe(3)
})

it("stops on a photo cut off half way, naming the file", async () => {
  const whole = readFileSync(await phonePhoto("whole.jpg", "#1010a0"))
  const file = path.join(dir, "cut-off.jpg")
  writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)))
  await expect(job(file, "jpg")).rejects.toThrow(`Failed to load image ${file} into sharp.`)
})
