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
      // counted, and its clones, each a copy of the photo's bytes.
      let plugin: typeof import("gatsby-plugin-sharp/process-file") | undefined
      let resizes = 0
      let clones = 0
      await jest.isolateModulesAsync(async () => {
        const { default: isolatedSharp } = await import("sharp")
        const { raw, clone } = isolatedSharp.prototype
        isolatedSharp.prototype.raw = function (this: unknown, ...options: Parameters<typeof raw>) {
          resizes += 1
          return raw.apply(this, options)
        }
        isolatedSharp.prototype.clone = function (this: unknown) {
          clones += 1
          return clone.call(this)
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
      return { files, resizes, clones }
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
      const own = await filesOf(photo, undefined, "own")
      const shared = await filesOf(photo, "digest of the photo", "shared")
      // One resize a width, shared by its three formats, and no copy of the photo for any file;
      // without the photo's digest, a clone for each file of each format's job.
      expect({ own: [own.resizes, own.clones], shared: [shared.resizes, shared.clones] }).toEqual({
        own: [0, 9],
        shared: [widths.length, 0],
      })
      expect(Object.keys(shared.files)).toHaveLength(9)
      for (const [name, bytes] of Object.entries(own.files)) {
        expect({ name, same: shared.files[name] === bytes }).toEqual({ name, same: true })
      }
    })
  },
)
