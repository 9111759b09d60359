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

const FILE = "__tests__/image-files.test.ts"

/** The widths each test photo is made in. */
const widths = [200, 320, 480]

/**
 * gatsby-plugin-sharp makes a photo's files in one job a format, each decoding and resizing the
 * photo again for every width. With the speed-up patches/speed-ups/shared-resize, the formats of
 * one width share one resize, kept as raw pixels, given the photo's digest as the job worker gives
 * it: the files must be byte for byte those each format's own resize makes, for the photos members
 * bring. The site builds the same files without it, and these tests run only where it is applied.
 */
const skipped = skipReason(FILE, "shared-resize")
;(skipped ? describe.skip : describe)(
  `gatsby-plugin-sharp's files of a photo${skipped ? ` (${skipped}: skipped)` : ""}`,
  () => {
    let dir = ""
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), "image-files-"))
    })
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    /**
     * The files of `photo` in three widths and three formats, as gatsby-plugin-image asks for
     * them, and how many resizes were kept to share.
     */
    const filesOf = async (photo: Buffer, digest: string | undefined, folder: string) => {
      const source = path.join(dir, "photo")
      writeFileSync(source, photo)
      // Loaded afresh, so that no resize is kept from the last call; its resizes to raw pixels
      // counted.
      let plugin: typeof import("gatsby-plugin-sharp/process-file") | undefined
      let resizes = 0
      await jest.isolateModulesAsync(async () => {
        const { default: isolatedSharp } = await import("sharp")
        const raw = isolatedSharp.prototype.raw
        isolatedSharp.prototype.raw = function (this: unknown, ...options: Parameters<typeof raw>) {
          resizes += 1
          return raw.apply(this, options)
        }
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
            widths.map(fileWidth => ({
              outputPath: path.join(dir, folder, `${fileWidth}.${toFormat}`),
              inputDigest: digest,
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
          ),
        ),
      )
      const folderPath = path.join(dir, folder)
      const files = Object.fromEntries(
        readdirSync(folderPath)
          .sort()
          .map(name => [name, readFileSync(path.join(folderPath, name)).toString("base64")]),
      )
      return { files, resizes }
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

    test.each(photos)("%s: each file the same as from its own resize", async (_, make) => {
      const photo = await make()
      const { files: own, resizes: ownResizes } = await filesOf(photo, undefined, "own")
      const { files: shared, resizes } = await filesOf(photo, "digest of the photo", "shared")
      // One resize a width, shared by its three formats; none without the photo's digest.
      expect({ ownResizes, resizes }).toEqual({ ownResizes: 0, resizes: widths.length })
      expect(Object.keys(shared)).toHaveLength(9)
      for (const [name, bytes] of Object.entries(own)) {
        expect({ name, same: shared[name] === bytes }).toEqual({ name, same: true })
      }
    })
  },
)

/**
 * gatsby-plugin-sharp makes each file of a job of several from `pipeline.clone()`, which copies
 * the photo's bytes for every file (sharp's clone takes a structuredClone of its options, the input
 * among them). With the speed-up patches/speed-ups/no-clone, each file gets a pipeline of its own
 * made from the same bytes with the same options: the files must be those a job of one makes from
 * the photo's own pipeline, metadata kept or not.
 */
const noClone = skipReason(FILE, "no-clone")
;(noClone ? describe.skip : describe)(
  `gatsby-plugin-sharp's files of a job of several${noClone ? ` (${noClone}: skipped)` : ""}`,
  () => {
    let dir = ""
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), "image-files-"))
    })
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    test.each([true, false])(
      "each the same as from the photo's own pipeline, none cloned (metadata stripped: %s)",
      async stripMetadata => {
        const source = path.join(dir, "photo.jpg")
        writeFileSync(
          source,
          await noisePhoto(640, 480)
            .jpeg({ quality: 90 })
            .withMetadata({ orientation: 6 })
            .toBuffer(),
        )
        const output = (folder: string, width: number) => path.join(dir, folder, `${width}.jpg`)
        const transform = (folder: string) => (width: number) => ({
          outputPath: output(folder, width),
          args: { width, toFormat: "jpg", quality: 70 },
        })
        let clones = 0
        await jest.isolateModulesAsync(async () => {
          const { default: isolatedSharp } = await import("sharp")
          const clone = isolatedSharp.prototype.clone
          isolatedSharp.prototype.clone = function (this: unknown) {
            clones += 1
            return clone.call(this)
          }
          const { processFile } = await import("gatsby-plugin-sharp/process-file")
          const options = { stripMetadata, defaultQuality: 50 }
          await processFile(source, widths.map(transform("together")), options)
          for (const width of widths)
            await processFile(source, [transform("alone")(width)], options)
        })
        expect(clones).toBe(0)
        for (const width of widths) {
          expect({
            width,
            same: readFileSync(output("together", width)).equals(
              readFileSync(output("alone", width)),
            ),
          }).toEqual({ width, same: true })
        }
      },
    )
  },
)
