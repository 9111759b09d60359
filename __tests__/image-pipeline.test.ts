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
 * asks for one job a format, each with every width; the jobs of one photo share its decodes. A
 * phone's photo is decoded once, shrunk on load to the largest width, and every file is cut from
 * that; a photo made for the web is decoded whole, and each width sharp would decode at a coarser
 * scale keeps that decode of its own.
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
 * A phone photo as a phone stores it: 4032 × 3024 upright, red above and blue below (`blue`, a
 * shade of it), saved sideways with EXIF orientation 6 (turn 90° clockwise to show).
 */
const phonePhoto = async (name: string, blue = "#1010d0") => {
  const [width, height] = [4032, 3024]
  const rgb = (colour: string) => Buffer.from(colour.slice(1), "hex")
  const half = (width * height * 3) / 2
  const upright = Buffer.alloc(width * height * 3)
  upright.fill(rgb("#d01010"), 0, half)
  upright.fill(rgb(blue), half)
  const file = path.join(dir, name)
  await sharp(upright, { raw: { width, height, channels: 3 } })
    .rotate(-90)
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toFile(file)
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

it("makes a phone photo's JPEG and WebP widths from one decode, upright and without EXIF", async () => {
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

it("decodes each phone photo once, and a changed photo again", async () => {
  const first = await phonePhoto("first.jpg", "#1010c0")
  const second = await phonePhoto("second.jpg", "#1010b0")
  const decodes = countDecodes()
  await Promise.all([job(first, "jpg"), job(first, "webp"), job(second, "jpg")])
  expect(decodes()).toBe(2)

  writeFileSync(first, await sharp(first).rotate().flop().jpeg().toBuffer())
  await job(first, "jpg")
  expect(decodes()).toBe(3)
})

// The plate's pixels, made once: in Jest's sandbox each look-up of a global such as Math costs
// ten times what it does in Node, so the loop takes them from here.
const PLATE = { width: 1600, height: 1200 }
const { cos, PI } = Math
const plate = Buffer.alloc(PLATE.width * PLATE.height * 3)
for (let y = 0; y < PLATE.height; y += 1) {
  for (let x = 0; x < PLATE.width; x += 1) {
    const radius = (x - PLATE.width / 2) ** 2 + (y - PLATE.height / 2) ** 2
    const offset = (y * PLATE.width + x) * 3
    plate.fill(128 + 100 * cos((radius * PI) / 1200), offset, offset + 3)
  }
}

/**
 * A grey zone plate (rings that grow finer outwards), 1600 × 1200 as shown, in `format`, stored
 * with an EXIF orientation (6: sideways, turn 90° clockwise to show): any two ways of shrinking it
 * that filter it differently show in its fine rings.
 */
const zonePlate = async (name: string, format: "jpeg" | "webp", orientation: number) => {
  const file = path.join(dir, name)
  await sharp(plate, { raw: { width: PLATE.width, height: PLATE.height, channels: 3 } })
    .rotate(orientation === 6 ? -90 : 0)
    .withMetadata({ orientation })
    .toFormat(format, { quality: 90 })
    .toFile(file)
  return file
}

const largestDifference = async (a: string, b: string) => {
  const [x, y] = await Promise.all([a, b].map(file => sharp(file).raw().toBuffer()))
  expect(x.length).toBe(y.length)
  let largest = 0
  for (let index = 0; index < x.length; index += 1) {
    const difference = x[index] > y[index] ? x[index] - y[index] : y[index] - x[index]
    if (difference > largest) largest = difference
  }
  return largest
}

it.each([
  // Decoded whole for 1200 and 800 px, at 1/2 of its size for 400, 1/4 for 300 and 1/8 for 180.
  {
    stored: "a JPEG, upright",
    format: "jpeg",
    orientation: 1,
    widths: [1200, 800, 400, 300, 180],
    decodes: 4,
  },
  // sharp resizes a turned photo before it turns it upright: each width decodes on its own.
  {
    stored: "a JPEG, sideways",
    format: "jpeg",
    orientation: 6,
    widths: [1200, 800, 400, 300, 180],
    decodes: 5,
  },
  // Decoded whole for 1600 px; libwebp scales to each smaller width as it decodes.
  {
    stored: "a WebP, upright",
    format: "webp",
    orientation: 1,
    widths: [1600, 800, 400],
    decodes: 3,
  },
] as const)(
  "makes each width of a photo sized for the web as its own decode made it: $stored",
  async ({ format, orientation, widths, decodes: expected }) => {
    const file = await zonePlate(`plate.${format}`, format, orientation)
    // With its metadata kept, a job decodes the photo for each file, as every job once did.
    const made = (folder: string, stripMetadata: boolean) =>
      processFile(
        file,
        widths.map(width => ({
          outputPath: path.join(dir, folder, `${width}.webp`),
          args: { width, height: (width * 3) / 4, toFormat: "webp", quality: 70 },
        })),
        { ...OPTIONS, stripMetadata },
      )
    const decodes = countDecodes()
    await made("shared", true)
    expect(decodes()).toBe(expected)
    await made("own", false)

    for (const width of widths) {
      const difference = await largestDifference(
        path.join(dir, "own", `${width}.webp`),
        path.join(dir, "shared", `${width}.webp`),
      )
      expect({ width, difference }).toEqual({ width, difference: 0 })
    }
  },
)

it("stops on a photo cut off half way, naming the file", async () => {
  const whole = readFileSync(await phonePhoto("whole.jpg", "#1010a0"))
  const file = path.join(dir, "cut-off.jpg")
  writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)))
  await expect(job(file, "jpg")).rejects.toThrow(`Failed to load image ${file} into sharp.`)
})
