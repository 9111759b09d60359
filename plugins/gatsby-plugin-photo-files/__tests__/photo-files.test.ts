/**
 * @jest-environment node
 */
import { createHash } from "node:crypto"
import { mkdirSync, readdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp, { type ColourspaceEnum, type Region } from "sharp"
import { AVIF_EFFORT, AVIF_QUALITY } from "../encoder"
import { makePhotoFiles } from "../photo-files"
import { planPhoto, urlName, type PlanOptions } from "../plan"
import { inNewBuildFolder } from "../../../__tests__/support/build-folder"

/** The gallery's settings in gatsby-config.ts, as the plugin plans each photo with them. */
const GALLERY: PlanOptions = {
  layout: "constrained",
  width: 800,
  breakpoints: [400, 600, 800, 1200],
  formats: ["jpg", "webp"],
  placeholder: "dominantColor",
  quality: 70,
}

/** The home page's hero as a phone held upright shows it (`fullWidthImage` in its query). */
const PORTRAIT: PlanOptions = {
  layout: "fullWidth",
  breakpoints: [360, 540, 720, 900],
  aspectRatio: 0.5625,
  sizes: "100vw",
  // The sources in the order a browser is offered them: AVIF, then WebP.
  formats: ["jpg", "avif", "webp"],
  placeholder: "blurred",
  quality: 70,
}

/**
 * A photo's files as a build makes them: the plan the page's query and the entry's early start
 * share, then the job Gatsby runs for it. Returns the page's image data, the files written and
 * what holds the photo's place.
 */
const photoFiles = async (name: string, bytes: Buffer, options = GALLERY) => {
  writeFileSync(name, bytes)
  // The photo's File node: its path and the MD5 of its bytes.
  const contentDigest = createHash("md5").update(bytes).digest("hex")
  const { imageData, job } = await planPhoto(
    { absolutePath: path.resolve(name), contentDigest },
    options,
  )
  // Gatsby makes a job's folder before it runs the job.
  mkdirSync(job.outputDir, { recursive: true })
  const { backgroundColor = "", blurred = "" } = await makePhotoFiles(job)
  const folder = job.outputDir
  return { imageData, folder, files: readdirSync(folder).sort(), backgroundColor, blurred }
}

/** The average colour of a file the job wrote, or of a part of it. */
const meanColour = async (file: string, part?: Region) => {
  const image = sharp(file)
  const { data, info } = await (part ? image.extract(part) : image)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const sums = [0, 0, 0]
  for (let index = 0; index < data.length; index += info.channels) {
    for (const channel of [0, 1, 2]) sums[channel] += data[index + channel]
  }
  return sums.map(sum => Math.round(sum / (info.width * info.height)))
}

/** An image of one colour, stored in the given colour space (as a scanner or print shop saves it). */
const oneColour = (
  width: number,
  height: number,
  background: string,
  colourspace: keyof ColourspaceEnum,
) => sharp({ create: { width, height, channels: 3, background } }).toColourspace(colourspace)

/** An image of one colour, with a band of another along its left edge (as stored). */
const marked = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a6ea5" } }).composite([
    {
      input: { create: { width: width / 4, height, channels: 3, background: "#e03c31" } },
      left: 0,
      top: 0,
    },
  ])

describe("the gallery's photo files", () => {
  inNewBuildFolder("photo-files-")

  it("makes every file the page names, at the size it says, in JPEG and WebP", async () => {
    const photo = await marked(1600, 1200).jpeg().toBuffer()
    const { imageData, files, folder } = await photoFiles("rehearsal.jpg", photo)
    expect(files).toEqual(
      [400, 600, 800, 1200]
        .flatMap(width => [`rehearsal-${width}.jpg`, `rehearsal-${width}.webp`])
        .sort(),
    )
    const named = [
      imageData.images.fallback?.srcSet ?? "",
      ...(imageData.images.sources ?? []).map(source => source.srcSet),
    ].flatMap(srcSet => srcSet.split(",").map(candidate => candidate.trim().split(" ")))
    expect(named).toHaveLength(8)
    for (const [src, width] of named) {
      expect(src).toBe(`/static/${path.basename(folder)}/${path.basename(src)}`)
      const file = await sharp(path.join(folder, path.basename(src))).metadata()
      expect(`${file.width}w ${file.height}`).toBe(`${width} ${(Number.parseInt(width) * 3) / 4}`)
    }
    expect(imageData.images.sources?.map(source => source.type)).toEqual(["image/webp"])
    expect([imageData.width, imageData.height]).toEqual([800, 600])
  })

  it("turns a phone photo stored sideways upright, in its files and its size", async () => {
    // Stored 1600 × 1200 with the red band on its left; orientation 6 shows it turned a quarter
    // clockwise: 1200 × 1600, the band along the top.
    const photo = await marked(1600, 1200).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const { imageData, folder } = await photoFiles("phone.jpg", photo)
    expect([imageData.width, imageData.height]).toEqual([800, 1067])
    const [red, , blue] = await meanColour(path.join(folder, "phone-400.jpg"), {
      left: 0,
      top: 0,
      width: 400,
      height: 100,
    })
    expect(red).toBeGreaterThan(180)
    expect(blue).toBeLessThan(90)
  })

  it("keeps a 16-bit photo's colours", async () => {
    // A scanner's or editor's 16-bit PNG of one colour: #993366 at 16 bits a channel.
    const deep = await oneColour(1600, 1200, "#993366", "rgb16").png().toBuffer()
    expect((await sharp(deep).metadata()).depth).toBe("ushort")
    const { folder, backgroundColor } = await photoFiles("scan.png", deep)
    for (const file of ["scan-400.jpg", "scan-1200.webp"]) {
      const colour = await meanColour(path.join(folder, file))
      const off = colour.map((value, channel) => Math.abs(value - [0x99, 0x33, 0x66][channel]))
      expect({ file, off: Math.max(...off) <= 3 }).toEqual({ file, off: true })
    }
    // sharp's dominant colour is the middle of the range of colours most of the photo falls in.
    const dominant = [1, 3, 5].map(start =>
      Number.parseInt(backgroundColor.slice(start, start + 2), 16),
    )
    expect(
      dominant.map((value, channel) => Math.abs(value - [0x99, 0x33, 0x66][channel]) <= 8),
    ).toEqual([true, true, true])
  })

  it("converts a print shop's CMYK file to the screen's colours", async () => {
    const cyan = await oneColour(800, 600, "#00aeef", "cmyk").jpeg().toBuffer()
    const { folder } = await photoFiles("print.jpg", cyan)
    const [red, , blue] = await meanColour(path.join(folder, "print-400.jpg"))
    expect(red).toBeLessThan(60)
    expect(blue).toBeGreaterThan(200)
  })

  it("makes no file wider than the photo", async () => {
    const small = await marked(640, 480).jpeg().toBuffer()
    const { files, imageData } = await photoFiles("small.jpg", small)
    expect(files).toEqual([
      "small-400.jpg",
      "small-400.webp",
      "small-600.jpg",
      "small-600.webp",
      "small-640.jpg",
      "small-640.webp",
    ])
    expect(imageData.images.fallback?.srcSet).toContain("small-640.jpg 640w")
    expect(imageData.height / imageData.width).toBe(0.75)
  })

  it("gives files of a photo with an odd name an address that works", () => {
    expect(urlName("/content/images/Chorale – été #2 (copy).JPG")).toBe("chorale-ete-2-copy")
    expect(urlName("/content/images/IMG_0042.jpeg")).toBe("img_0042")
    expect(urlName("/content/images/合唱.jpg")).toBe("photo")
  })

  // Gatsby runs a job again only when its name, files or args change (createJobV2), and a local
  // plugin's version never does: a new sharp, or a new AVIF setting, must change the args.
  it("names how it encodes in every photo's job, so that a new encoder makes the files again", async () => {
    const bytes = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#3a6ea5" },
    })
      .jpeg()
      .toBuffer()
    writeFileSync("encoded.jpg", bytes)
    const { job } = await planPhoto(
      { absolutePath: path.resolve("encoded.jpg"), contentDigest: "0".repeat(32) },
      GALLERY,
    )
    expect(job.args.encoder).toBe(
      `sharp ${sharp.versions.sharp}; AVIF quality ${AVIF_QUALITY}, effort ${AVIF_EFFORT}`,
    )
  })
})

describe("a photo as wide as the screen", () => {
  inNewBuildFolder("full-width-photos-")

  it("makes every width in AVIF, WebP and JPEG, cut to the shape asked for, AVIF offered first", async () => {
    const photo = await marked(2400, 1600).jpeg().toBuffer()
    const { imageData, files, folder, blurred } = await photoFiles("hero.jpg", photo, PORTRAIT)
    expect(files).toEqual(
      ["360x640", "540x960", "720x1280", "900x1600"]
        .flatMap(size => ["avif", "webp", "jpg"].map(format => `hero-${size}.${format}`))
        .sort(),
    )
    for (const file of files) {
      const { width, height, format } = await sharp(path.join(folder, file)).metadata()
      const [, size, extension] = /-(\d+x\d+)\.(\w+)$/.exec(file) ?? []
      expect({ file, size: `${width}x${height}`, format }).toEqual({
        file,
        size,
        format: { jpg: "jpeg", webp: "webp", avif: "heif" }[extension],
      })
    }
    expect(imageData.images.sources?.map(source => source.type)).toEqual([
      "image/avif",
      "image/webp",
    ])
    expect(imageData.images.fallback?.sizes).toBe("100vw")
    expect(imageData.images.fallback?.srcSet).toContain(
      `/static/${path.basename(folder)}/hero-720x1280.jpg 720w`,
    )
    expect([imageData.layout, imageData.width]).toEqual(["fullWidth", 1])
    expect(imageData.height).toBeCloseTo(16 / 9, 3)
    // The copy that holds its place is a small JPEG of the same shape, in the page itself.
    expect(blurred).toMatch(/^data:image\/jpeg;base64,/)
    const small = await sharp(Buffer.from(blurred.split(",")[1], "base64")).metadata()
    expect([small.width, small.height]).toEqual([20, 36])
    expect(imageData.placeholder).toBeUndefined()
  })

  it("keeps the part of the photo that holds the eye, not its middle", async () => {
    // A plain wall with the singers, a busy patch of colour, at its right edge.
    const busy = await sharp(
      Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, index) => (index * 7919) % 256)),
      {
        raw: { width: 400, height: 400, channels: 3 },
      },
    )
      .png()
      .toBuffer()
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: "#808080" },
    })
      .composite([{ input: busy, left: 1950, top: 600 }])
      .jpeg()
      .toBuffer()
    const { folder } = await photoFiles("wall.jpg", photo, PORTRAIT)
    // The 900 × 1600 cut: a centred one would hold the grey wall only.
    const { info, data } = await sharp(path.join(folder, "wall-900x1600.jpg"))
      .extract({ left: 0, top: 600, width: 900, height: 400 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const grey = data.filter(value => Math.abs(value - 128) <= 12).length
    expect(grey / (info.width * info.height * info.channels)).toBeLessThan(0.8)
  })
})
