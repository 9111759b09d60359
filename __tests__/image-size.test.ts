/**
 * @jest-environment node
 */
import { writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { noisePhoto } from "../scripts/site-copy.mjs"
import { inNewBuildFolder } from "./support/build-folder"

/**
 * gatsby-plugin-sharp sizes each image its queries ask for (the width and height of every file it
 * will make, and so the page's `width` and `height`) from the image's first bytes, and reads the
 * whole file only when they do not hold its size (patches/gatsby-plugin-sharp+5.16.0.patch).
 */
describe("gatsby-plugin-sharp's size of an image", () => {
  // Image jobs write under public/ of the folder the build runs in.
  const folder = inNewBuildFolder("image-size-")
  afterEach(() => jest.restoreAllMocks())

  /** The size of the 400 px wide JPEG the plugin would make of `bytes`, and how it read them. */
  const sized = async (bytes: Buffer) => {
    const file = path.join(folder(), "rehearsal.jpg")
    writeFileSync(file, bytes)
    let wholeReads: jest.SpyInstance = jest.fn()
    let image: { width: number; height: number } = { width: 0, height: 0 }
    await jest.isolateModulesAsync(async () => {
      // The plugin's own copy of fs-extra, as a new build process loads it.
      wholeReads = jest.spyOn((await import("fs-extra")).default, "readFileSync")
      const plugin = await import("gatsby-plugin-sharp")
      plugin.setActions({ createJobV2: () => Promise.resolve() })
      image = plugin.queueImageResizing({
        file: {
          absolutePath: file,
          name: "rehearsal",
          base: "rehearsal.jpg",
          extension: "jpg",
          internal: { contentDigest: "digest" },
        },
        args: { width: 400, toFormat: "jpg" },
        reporter: { panic: (message: string) => Promise.reject(new Error(message)) },
      })
    })
    const read = wholeReads.mock.calls.filter(([name]) => name === file).length
    return { width: image.width, height: image.height, wholeReads: read }
  }

  it("sizes a phone photo stored sideways upright, from its first bytes", async () => {
    const sideways = await noisePhoto(1600, 1200)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect(sideways.length).toBeGreaterThan(256 * 1024)
    expect(await sized(sideways)).toEqual({ width: 400, height: 533, wholeReads: 0 })
  })

  it("reads the whole file when its frame header comes after large metadata", async () => {
    const photo = await noisePhoto(800, 600).jpeg().toBuffer()
    // Five comment segments of 60 KB between the start of the file and the rest of it, as an
    // editor's metadata can push the frame header past the first bytes.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0xea, 0x62]), Buffer.alloc(60_000, 32)])
    const late = Buffer.concat([photo.subarray(0, 2), ...Array(5).fill(comment), photo.subarray(2)])
    expect((await sharp(late).metadata()).width).toBe(800)
    expect(await sized(late)).toEqual({ width: 400, height: 300, wholeReads: 1 })
  })
})
