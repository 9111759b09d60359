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
 * photo sideways with an EXIF orientation (patches/fixes/gatsby-plugin-sharp+5.16.0.patch).
 */
describe("gatsby-plugin-sharp's size of an image", () => {
  // Image jobs write under public/ of the folder the build runs in.
  const folder = inNewBuildFolder("image-size-")

  /** The size of the 400 px wide JPEG the plugin would make of `bytes`. */
  const sized = async (bytes: Buffer) => {
    const file = path.join(folder(), "rehearsal.jpg")
    writeFileSync(file, bytes)
    let image: { width: number; height: number } = { width: 0, height: 0 }
    await jest.isolateModulesAsync(async () => {
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
    return { width: image.width, height: image.height }
  }

  it("sizes a phone photo stored sideways as it is seen, upright", async () => {
    const sideways = await noisePhoto(1600, 1200)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect(await sized(sideways)).toEqual({ width: 400, height: 533 })
  })

  it("sizes a photo stored upright as it is", async () => {
    const upright = await noisePhoto(1600, 1200).jpeg({ quality: 90 }).toBuffer()
    expect(await sized(upright)).toEqual({ width: 400, height: 300 })
  })
})
