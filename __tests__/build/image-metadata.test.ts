/**
 * Every image file the builds publish carries no metadata: no EXIF (a phone's make and model, the
 * time, and where the photo was taken), no XMP and no IPTC. The 60-photo gallery's copy is made
 * from phone photos that carry a GPS position in their EXIF (__tests__/sites/build-gallery-site.mjs).
 */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { builtSite } from "./built"

const IMAGE = /\.(jpe?g|png|webp|avif)$/i

const builds = [
  ["the site", () => builtSite("public")],
  [
    "the 60-photo gallery's copy",
    () =>
      builtSite("test-results/gallery-site/public", "node __tests__/sites/build-gallery-site.mjs"),
  ],
] as const

describe.each(builds)("the image files of %s", (_, publicDir) => {
  it("carry no EXIF, XMP or IPTC", async () => {
    const dir = publicDir()
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(file =>
      IMAGE.test(file),
    )
    expect(files.length).toBeGreaterThan(100)
    const carrying = []
    for (const file of files) {
      const { exif, xmp, iptc } = await sharp(path.join(dir, file)).metadata()
      if (exif || xmp || iptc) carrying.push(file)
    }
    expect(carrying).toEqual([])
  })

  it("hold no content image as its original file, whose metadata would go with it", () => {
    const dir = publicDir()
    const digest = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex")
    const originals = new Map(
      readdirSync("content/images").map(name => [digest(path.join("content/images", name)), name]),
    )
    const published = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter(file => IMAGE.test(file))
      .flatMap(file => originals.get(digest(path.join(dir, file))) ?? [])
    expect(published).toEqual([])
  })
})
