/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { skipReason } from "../scripts/patches.mjs"
import { noisePhoto } from "./sites/site-copy.mjs"

// Each photo is made into nine files twice, on a machine that may be running the builds as well.
jest.setTimeout(120_000)

/** A speed-up's: the site builds the same without it, and its tests run only where it is applied. */
const skipped = skipReason("__tests__/image-files.test.ts")

/**
 * gatsby-plugin-sharp makes a photo's files in one job a format, each decoding and resizing the
 * photo again for every width. With the speed-up (patches/speed-ups/gatsby-plugin-sharp+5.16.0.patch),
 * the formats of one width share one resize, kept as raw pixels, given the photo's digest as the
 * job worker gives it: the files must be byte for byte those each format's own resize makes, for
 * the photos members bring. Its jobs name the photo by its File node's digest, which Gatsby does
 * not read and hash again as it does a job's input paths.
 */
;(skipped ? describe.skip : describe)(
  `gatsby-plugin-sharp's files of a photo${skipped ? ` (${skipped}: skipped)` : ""}`,
  () => {
    let dir = ""
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), "image-files-"))
    })
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    /** The files of `photo` in three widths and three formats, as gatsby-plugin-image asks for them. */
    const filesOf = async (photo: Buffer, digest: string | undefined, folder: string) => {
      const source = path.join(dir, "photo")
      writeFileSync(source, photo)
      // Loaded afresh, so that no resize is kept from the last call.
      let plugin: typeof import("gatsby-plugin-sharp/process-file") | undefined
      await jest.isolateModulesAsync(async () => {
        plugin = await import("gatsby-plugin-sharp/process-file")
      })
      const { width = 0, height = 0, autoOrient } = await sharp(photo).metadata()
      const upright = autoOrient ?? { width, height }
      const aspect = upright.width / upright.height
      // One job a format, all at once, as the job queue runs them.
      await Promise.all(
        ["jpg", "webp", "avif"].map(toFormat =>
          plugin!.processFile(
            source,
            [200, 320, 480].map(fileWidth => ({
              outputPath: path.join(dir, folder, `${fileWidth}.${toFormat}`),
              args: {
                width: fileWidth,
                height: Math.round(fileWidth / aspect),
                toFormat,
                quality: 70,
                fit: "cover",
                cropFocus: sharp.strategy.attention,
              },
            })),
            { stripMetadata: true, defaultQuality: 50 },
            digest,
          ),
        ),
      )
      const folderPath = path.join(dir, folder)
      return Object.fromEntries(
        readdirSync(folderPath)
          .sort()
          .map(name => [name, readFileSync(path.join(folderPath, name)).toString("base64")]),
      )
    }

    const photos: Array<[string, () => Promise<Buffer>]> = [
      [
        "a phone's JPEG stored sideways",
        () =>
          noisePhoto(640, 480).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer(),
      ],
      [
        "a print shop's CMYK JPEG",
        () => noisePhoto(640, 480).toColourspace("cmyk").jpeg({ quality: 90 }).toBuffer(),
      ],
      [
        "a phone's Display P3 JPEG",
        () => noisePhoto(640, 480).withIccProfile("p3").jpeg({ quality: 90 }).toBuffer(),
      ],
      [
        "a 16-bit PNG from an editor",
        () => noisePhoto(480, 640).toColourspace("rgb16").png().toBuffer(),
      ],
      ["a PNG with transparency", () => noisePhoto(480, 480).ensureAlpha(0.5).png().toBuffer()],
      ["an AVIF", () => noisePhoto(640, 480).avif({ quality: 60 }).toBuffer()],
    ]

    test("names its photo by the digest its File node keeps, not among the paths Gatsby hashes", async () => {
      const source = path.join(dir, "photo.jpg")
      writeFileSync(source, await noisePhoto(640, 480).jpeg().toBuffer())
      const jobs: Array<{ inputPaths: string[]; args: { input?: unknown } }> = []
      await jest.isolateModulesAsync(async () => {
        const plugin = await import("gatsby-plugin-sharp")
        plugin.setActions({ createJobV2: job => (jobs.push(job as never), Promise.resolve()) })
        plugin.queueImageResizing({
          file: {
            absolutePath: source,
            name: "photo",
            base: "photo.jpg",
            extension: "jpg",
            internal: { contentDigest: "the photo's MD5" },
          },
          args: { width: 200, toFormat: "jpg" },
          reporter: {
            panic: message => Promise.reject(new Error(String(message))),
            warn: () => {},
          },
        })
      })
      expect(jobs.map(({ inputPaths, args }) => ({ inputPaths, input: args.input }))).toEqual([
        { inputPaths: [], input: { path: source, contentDigest: "the photo's MD5" } },
      ])
    })

    test.each(photos)("%s: each file the same as from its own resize", async (_, make) => {
      const photo = await make()
      const own = await filesOf(photo, undefined, "own")
      const shared = await filesOf(photo, "digest of the photo", "shared")
      expect(Object.keys(shared)).toHaveLength(9)
      for (const [name, bytes] of Object.entries(own)) {
        expect({ name, same: shared[name] === bytes }).toEqual({ name, same: true })
      }
    })
  },
)
