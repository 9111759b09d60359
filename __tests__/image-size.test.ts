/**
 * @jest-environment node
 */
import { writeFileSync } from "node:fs"
import path from "node:path"
import { noisePhoto } from "./sites/site-copy.mjs"
import { inNewBuildFolder } from "./support/build-folder"

// Each test loads gatsby-plugin-sharp and its modules afresh and makes a photo with sharp: about a
// second on a quiet machine, and past Jest's 5 s on one running two suites at once.
jest.setTimeout(30_000)

/**
 * gatsby-plugin-sharp sizes each image its queries ask for (the width and height of every file it
 * will make, and so the page's `width` and `height`) as it is seen: a phone stores an upright
 * photo sideways with an EXIF orientation (patches/fixes/gatsby-plugin-sharp+5.16.0.patch). It
 * reads the size two ways: with sharp, as it finds the dominant colour, and from the header alone
 * for any other placeholder and for each file of a job.
 */
describe("gatsby-plugin-sharp's size of an image", () => {
  // Image jobs write under public/ of the folder the build runs in.
  const folder = inNewBuildFolder("image-size-")

  /**
   * The sizes the plugin gives `bytes`: a 400 px wide file of it, and its image data. `olderSharp`:
   * with sharp's metadata as sharp 0.32, the version gatsby-plugin-sharp declares, gives it: no
   * `autoOrient`, which came in 0.34.
   */
  const sized = async (bytes: Buffer, { olderSharp = false } = {}) => {
    const file = {
      absolutePath: path.join(folder(), "rehearsal.jpg"),
      name: "rehearsal",
      base: "rehearsal.jpg",
      extension: "jpg",
      internal: { contentDigest: `digest-${bytes.length}` },
    }
    writeFileSync(file.absolutePath, bytes)
    const reporter = {
      panic: (message: string) => Promise.reject(new Error(message)),
      warn: (message: string) => {
        throw new Error(message)
      },
    }
    const sizes: Record<string, { width: number; height: number }> = {}
    await jest.isolateModulesAsync(async () => {
      if (olderSharp) {
        jest.doMock("gatsby-plugin-sharp/safe-sharp", () => {
          const actual = jest.requireActual("gatsby-plugin-sharp/safe-sharp")
          const sharp = actual.default ?? actual
          const older = (...args: unknown[]) => {
            const pipeline = sharp(...args)
            const metadata = pipeline.metadata.bind(pipeline)
            pipeline.metadata = async () => {
              const data = await metadata()
              delete data.autoOrient
              return data
            }
            return pipeline
          }
          return { __esModule: true, default: Object.assign(older, sharp) }
        })
      }
      const plugin = await import("gatsby-plugin-sharp")
      plugin.setActions({ createJobV2: () => Promise.resolve() })
      const { width, height } = plugin.queueImageResizing({
        file,
        args: { width: 400, toFormat: "jpg" },
        reporter,
      })
      sizes.file = { width, height }
      for (const placeholder of ["dominantColor", "none"]) {
        const data = await plugin.generateImageData({
          file,
          args: { layout: "constrained", width: 400, formats: ["jpg"], placeholder },
          reporter,
        })
        sizes[placeholder] = { width: data.width, height: data.height }
      }
    })
    return sizes
  }

  it("sizes a phone photo stored sideways as it is seen, upright", async () => {
    const sideways = await noisePhoto(1600, 1200)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const upright = { width: 400, height: 533 }
    expect(await sized(sideways)).toEqual({ file: upright, dominantColor: upright, none: upright })
  })

  it.each([5, 6, 7, 8])(
    "sizes a photo stored sideways (orientation %i) upright with an older sharp's metadata too",
    async orientation => {
      const sideways = await noisePhoto(1600, 1200)
        .jpeg({ quality: 90 })
        .withMetadata({ orientation })
        .toBuffer()
      const upright = { width: 400, height: 533 }
      expect(await sized(sideways, { olderSharp: true })).toEqual({
        file: upright,
        dominantColor: upright,
        none: upright,
      })
    },
  )

  it("sizes a photo stored upright as it is", async () => {
    const landscape = await noisePhoto(1600, 1200).jpeg({ quality: 90 }).toBuffer()
    const size = { width: 400, height: 300 }
    expect(await sized(landscape)).toEqual({ file: size, dominantColor: size, none: size })
  })
})
