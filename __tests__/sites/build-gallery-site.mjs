/**
 * Builds the site with a long gallery, for the browser suite's gallery tests
 * (__tests__/e2e/gallery.spec.ts): a copy of the project in test-results/gallery-site/, sharing
 * node_modules, whose content has 60 photos (the real ones made small, more than once) and, as
 * photo 1, a photo straight from a phone: stored sideways with EXIF orientation 6, with the
 * phone's make and model and a GPS position in its EXIF. Photos 2 and 3 are a print shop's CMYK JPEG and a phone's
 * wide-gamut (Display P3) JPEG. Photo 4 is an Android phone's AVIF, stored on its side with its
 * rotation in the file (an irot box) and a GPS position in its EXIF. The hero, which the pages'
 * share image is cut from, is a phone photo stored sideways too, red above and blue below as it
 * was taken, so that a file turned the wrong way shows, and made small (700 × 1100 upright), too
 * small for the 1200 × 630 share image.
 * The same build is the site's next deploy for the stale-deploy test
 * (__tests__/e2e/stale-deploy.spec.ts): its menu panel's id is renamed, which changes the pages and
 * the script that drives the menu, so the script's file has a new name. That test serves
 * test-results/deployed, a link made here to public/, which it turns to this build as a host's
 * deploy would. One copy serves both, so the suite pays for one build, not two.
 * Usage: node __tests__/sites/build-gallery-site.mjs
 */
import { spawnSync } from "node:child_process"
import { readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { copyProject, gatsbyCommand, noisePhoto, shrinkImages } from "./site-copy.mjs"

const GALLERY_SITE = path.resolve("test-results/gallery-site")
const DEPLOYED = path.resolve("test-results/deployed")
/** The menu panel's id in the site, and in this copy, its next deploy. */
const MENU_PANEL_ID = "menu-panel"
const NEXT_MENU_PANEL_ID = "site-menu"
/** The files that name the menu panel's id: the constant and the style sheet's rules. */
const MENU_PANEL_FILES = ["src/lib/menu.ts", "src/styles/global.css"]
const GALLERY_PHOTOS = 60
const PHONE_PHOTO = "images/phone-upright.jpg"
const CMYK_PHOTO = "images/print-shop-cmyk.jpg"
const P3_PHOTO = "images/wide-gamut-p3.jpg"
const AVIF_PHOTO = "images/android-upright.avif"
/** The hero's two halves, upright. */
const HERO_TOP = { r: 200, g: 30, b: 30 }
const HERO_BOTTOM = { r: 30, g: 30, b: 200 }

/** 1600 × 1200 pixels of noise. */
const noise = () => noisePhoto(1600, 1200)

const PHONE_EXIF = {
  IFD0: { Make: "Phone", Model: "Phone 15 Pro" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "51/1 30/1 0/1",
    GPSLongitudeRef: "W",
    GPSLongitude: "0/1 7/1 0/1",
  },
}

/** A phone photo of 1600 × 1200 pixels stored on its side: 1200 × 1600 upright. */
const phonePhoto = () =>
  noise().jpeg({ quality: 90 }).withExif(PHONE_EXIF).withMetadata({ orientation: 6 }).toBuffer()

/** The same as an AVIF, as recent Android phones save: sharp writes the rotation as irot. */
const avifPhoto = () =>
  noise().avif({ effort: 0 }).withExif(PHONE_EXIF).withMetadata({ orientation: 6 }).toBuffer()

/**
 * The hero as a phone stores a photo taken upright, 700 × 1100: on its side (1100 × 700), with
 * the EXIF orientation that says so.
 */
const phoneHero = () =>
  sharp({ create: { width: 700, height: 1100, channels: 3, background: HERO_BOTTOM } })
    .composite([
      {
        input: { create: { width: 700, height: 550, channels: 3, background: HERO_TOP } },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer()
    .then(upright =>
      sharp(upright)
        .rotate(-90)
        .jpeg({ quality: 90 })
        .withExif(PHONE_EXIF)
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    )

const main = async () => {
  const content = copyProject(GALLERY_SITE)
  // Its tests look at pagination and at the four photos below, not at the sizes of the others.
  await shrinkImages(content)
  writeFileSync(path.join(content, PHONE_PHOTO), await phonePhoto())
  writeFileSync(
    path.join(content, CMYK_PHOTO),
    await noise().toColourspace("cmyk").jpeg().toBuffer(),
  )
  writeFileSync(path.join(content, P3_PHOTO), await noise().jpeg().withIccProfile("p3").toBuffer())
  writeFileSync(path.join(content, AVIF_PHOTO), await avifPhoto())
  const { hero } = JSON.parse(readFileSync("content/site.json", "utf8"))
  writeFileSync(path.join(content, hero), await phoneHero())
  const photos = JSON.parse(readFileSync("content/photos.json", "utf8"))
  const gallery = Array.from({ length: GALLERY_PHOTOS }, (_, index) => {
    const { extraTopMargin, ...photo } = photos[index % photos.length]
    return {
      ...photo,
      ...(index === 4 && extraTopMargin ? { extraTopMargin } : {}),
      id: index + 1,
      title: `Gallery photo ${index + 1}`,
      ...(index === 0
        ? { image: PHONE_PHOTO, fit: "contain", alt: "A photo taken upright on a phone" }
        : {}),
      ...(index === 1 ? { image: CMYK_PHOTO, alt: "A print shop's CMYK file" } : {}),
      ...(index === 2 ? { image: P3_PHOTO, alt: "A wide-gamut phone photo" } : {}),
      ...(index === 3
        ? { image: AVIF_PHOTO, fit: "contain", alt: "An AVIF photo taken upright on a phone" }
        : {}),
    }
  })
  writeFileSync(path.join(content, "photos.json"), `${JSON.stringify(gallery, null, 2)}\n`)

  for (const file of MENU_PANEL_FILES.map(name => path.join(GALLERY_SITE, name))) {
    const source = readFileSync(file, "utf8")
    if (!source.includes(MENU_PANEL_ID))
      throw new Error(`${file} no longer names "${MENU_PANEL_ID}".`)
    writeFileSync(file, source.replaceAll(MENU_PANEL_ID, NEXT_MENU_PANEL_ID))
  }
  rmSync(DEPLOYED, { force: true })
  symlinkSync(path.resolve("public"), DEPLOYED, "dir")

  const { status } = spawnSync(...gatsbyCommand("build"), {
    cwd: GALLERY_SITE,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  process.exit(status ?? 1)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
