/**
 * @jest-environment node
 */
import { rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { validate } from "../../../__tests__/support/broken-content"
import { noise, photo1, unusablePhotos, withPhoto } from "../../../__tests__/support/photo-files"

// Each case makes its photo and runs the whole content check on a copy of the content.
jest.setTimeout(60_000)

describe("photos the content check refuses", () => {
  it.each(unusablePhotos)("%s", async (_, name, make, message) => {
    const dir = withPhoto(name, await make())
    try {
      const { status, output } = await validate(dir)
      expect(status).toBe(1)
      expect(output).toContain(`${photo1}${message}`)
      expect(output).toMatch(/Content check failed: 1 problem/)
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})

describe("photos the content check takes", () => {
  const cases: Array<[string, string, () => Promise<Buffer>]> = [
    [
      "a CMYK JPEG from a print shop",
      "flyer-cmyk.jpg",
      () => noise(1600, 1200).toColourspace("cmyk").jpeg().toBuffer(),
    ],
    ["a greyscale scan", "scan-grey.jpg", () => noise(1600, 1200).greyscale().jpeg().toBuffer()],
    [
      // Samsung phones write their own data after the JPEG's end.
      "a progressive JPEG with a phone maker's data after its end",
      "20251102_184512.jpg",
      async () =>
        Buffer.concat([
          await noise(1600, 1200).jpeg({ progressive: true }).toBuffer(),
          Buffer.from("SEFHbody of a phone maker's trailer SEFT", "latin1"),
        ]),
    ],
    ["a WebP", "rehearsal.webp", () => noise(1600, 1200).webp().toBuffer()],
    [
      "a PNG with transparency",
      "cut-out.png",
      () => noise(1600, 1200).ensureAlpha(0.5).png().toBuffer(),
    ],
    ["a 16-bit PNG", "deep.png", () => noise(1600, 1200).toColourspace("rgb16").png().toBuffer()],
    [
      "a file name with spaces and accents",
      "Été à l'église 2025.jpg",
      () => noise(1600, 1200).jpeg().toBuffer(),
    ],
    [
      "a phone photo stored sideways with EXIF orientation 6",
      "IMG_0043.jpg",
      () => noise(1600, 1200).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
    ],
    [
      // Phones store an AVIF photo's rotation in the file (its irot box), as sharp writes it here.
      "an Android phone's AVIF photo, stored sideways",
      "PXL_0043.avif",
      () => noise(1600, 1200).avif({ effort: 0 }).withMetadata({ orientation: 6 }).toBuffer(),
    ],
  ]

  it.each(cases)("%s", async (_, name, make) => {
    const dir = withPhoto(name, await make())
    try {
      const { status, output } = await validate(dir)
      expect({ status, output }).toEqual({
        status: 0,
        output: expect.stringContaining("Content check passed"),
      })
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})

describe("a photo checked before", () => {
  it("is checked again when its file changes", async () => {
    // The check remembers photos it has opened; a file copied over one of them is a new file.
    const whole = await noise(1600, 1200).jpeg().toBuffer()
    const dir = withPhoto("replaced.jpg", whole)
    try {
      expect((await validate(dir)).status).toBe(0)
      writeFileSync(path.join(dir, "images/replaced.jpg"), whole.subarray(0, whole.length / 2))
      expect((await validate(dir)).output).toContain(`${photo1}replaced.jpg is damaged or cut off`)
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})

describe("photos the content check warns about", () => {
  it("a photo narrower than the gallery shows it, as it will look soft", async () => {
    const dir = withPhoto("small.jpg", await noise(800, 600).jpeg().toBuffer())
    try {
      const { status, output } = await validate(dir)
      expect(status).toBe(0)
      expect(output).toContain(
        `warning: ${photo1}small.jpg is 800 px wide; the gallery shows photos up to 1200 px wide on large screens, where this one will look soft.`,
      )
    } finally {
      rmSync(dir, { recursive: true })
    }
  })

  it("a photo over 50 megapixels, as it slows every cold build", async () => {
    const flat = { width: 8400, height: 6200, channels: 3, background: "#8a6d4b" } as const
    const dir = withPhoto("huge.jpg", await sharp({ create: flat }).jpeg().toBuffer())
    try {
      const { status, output } = await validate(dir)
      expect(status).toBe(0)
      expect(output).toMatch(
        /warning: content\/photos\.json: photo #1 \(id 1\) image: content\/images\/huge\.jpg is \d+ MB and 52 megapixels: it works, but it adds about \d+ s to every build that starts without a cache\./,
      )
    } finally {
      rmSync(dir, { recursive: true })
    }
  })

  it("a phone photo by its width as it is seen, upright", async () => {
    // Stored 1600 × 1100 on its side, it is 1100 px wide upright: narrower than the gallery needs.
    const sideways = await noise(1600, 1100).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const dir = withPhoto("sideways.jpg", sideways)
    try {
      expect((await validate(dir)).output).toContain(`${photo1}sideways.jpg is 1100 px wide`)
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})

describe("a photo that carries where it was taken", () => {
  /** A phone's GPS block, as sharp writes EXIF's GPS directory (IFD3). */
  const gps = (latitude: string, longitude: string) => ({
    IFD0: { Make: "Phone maker", Model: "Phone" },
    IFD3: {
      GPSLatitudeRef: "N",
      GPSLatitude: latitude,
      GPSLongitudeRef: "W",
      GPSLongitude: longitude,
    },
  })
  const warning = (name: string, place: string) =>
    `warning: ${photo1}${name} carries the place it was taken (GPS latitude and longitude, in its ${place}). The site's own copies of it leave that out, but this file is kept in the site's repository, where anyone who can read the repository can find where it was taken (a member's home, say). Unless that is meant to be public, put a copy without the location in its place: on the phone, share or export the photo with its location turned off (on an iPhone: Share, then Options, then Location off).`

  const located: Array<[string, string, string, () => Promise<Buffer>]> = [
    [
      "a phone's JPEG, in its EXIF",
      "IMG_0044.jpg",
      "EXIF",
      () => noise(1600, 1200).jpeg().withExif(gps("51/1 30/1 1234/100", "0/1 7/1 30/1")).toBuffer(),
    ],
    [
      "an Android phone's AVIF, in its EXIF",
      "PXL_0044.avif",
      "EXIF",
      () =>
        noise(1600, 1200)
          .avif({ effort: 0 })
          .withExif(gps("48/1 51/1 0/1", "2/1 21/1 0/1"))
          .toBuffer(),
    ],
    [
      "a photo from an editor that keeps it in XMP",
      "edited.webp",
      "XMP",
      () =>
        noise(1600, 1200)
          .webp()
          .withXmp(
            '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.2N" exif:GPSLongitude="0,7.5W"/></rdf:RDF></x:xmpmeta>',
          )
          .toBuffer(),
    ],
  ]

  it.each(located)("%s: warned of, without failing", async (_, name, place, make) => {
    const dir = withPhoto(name, await make())
    try {
      const { status, output } = await validate(dir)
      expect(status).toBe(0)
      expect(output).toContain(warning(name, place))
    } finally {
      rmSync(dir, { recursive: true })
    }
  })

  const unlocated: Array<[string, () => Promise<Buffer>]> = [
    [
      "a photo with EXIF and no GPS",
      () =>
        noise(1600, 1200)
          .jpeg()
          .withExif({ IFD0: { Make: "Camera" } })
          .toBuffer(),
    ],
    [
      "a camera's GPS block without a fix (all zeros)",
      () => noise(1600, 1200).jpeg().withExif(gps("0/1 0/1 0/1", "0/1 0/1 0/1")).toBuffer(),
    ],
  ]

  it.each(unlocated)("%s: no warning", async (_, make) => {
    const dir = withPhoto("camera.jpg", await make())
    try {
      const { status, output } = await validate(dir)
      expect({ status, warned: output.includes("carries the place") }).toEqual({
        status: 0,
        warned: false,
      })
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})

describe("sharp in a process the content model has started in, as Gatsby's query workers are", () => {
  // The loaders are libvips', shared by every sharp in the process, where a test before this one
  // may have blocked them: opened before and after.
  const openAll = () => sharp.unblock({ operation: ["VipsForeignLoad"] })
  beforeEach(openAll)
  afterEach(openAll)

  it("opens for gatsby-plugin-sharp the formats the site takes, and no SVG", async () => {
    const { onPluginInit } = await import("../gatsby-node")
    // gatsby-plugin-sharp's sharp, as its image jobs and queries load it.
    const { default: pluginSharp } = await import("gatsby-plugin-sharp/safe-sharp")
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    const jpeg = await noise(20, 20).jpeg().toBuffer()
    await expect(pluginSharp(svg).metadata()).resolves.toMatchObject({ format: "svg" })
    onPluginInit!({} as never, { plugins: [] }, () => {})
    await expect(pluginSharp(svg).metadata()).rejects.toThrow()
    await expect(pluginSharp(jpeg).metadata()).resolves.toMatchObject({ format: "jpeg" })
  })
})
