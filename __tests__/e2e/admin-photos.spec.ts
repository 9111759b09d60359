import { spawnSync } from "node:child_process"
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import type { FileChooser, Page } from "@playwright/test"
import sharp from "sharp"
import { processFile } from "gatsby-plugin-sharp/process-file"
import { WIDEST_FILE_PX } from "../../plugins/gatsby-plugin-content-model"
import { cspViolations, expect, recordCspViolations, test, visit } from "./support/fixtures"
import {
  type Recorded,
  editorUsesStandIn,
  projectContent,
  signInWithToken,
  siteWithStandIn,
  startGitHub,
  stopStandIn,
} from "./support/github"
import {
  bigPhoneJpeg,
  heicAsPng,
  heicToolsMissing,
  iphoneHeic,
  type PhonePhoto,
  screenshotPng,
} from "./support/phone-photos"
import { ssim } from "./support/ssim"
import type { WebKitPage } from "./support/webkit/page"

const REPOSITORY = "cornerstone/site"
const GITHUB_STATUS = "https://www.githubstatus.com/"

/** The files a save committed: each addition's path and bytes. */
type Commit = { path: string; bytes: Buffer }[]

/** A photo field, the photo a member puts in it, and the file the editor is to save. */
type PhotoField = { entry: string; field: RegExp; photo: PhonePhoto; widest: number; name: RegExp }
/** What the editor saved for a photo. */
type Saved = { photo: PhonePhoto; widest: number; path: string; bytes: Buffer }

/**
 * Each photo in a field of its own: the gallery's, the home page's and a product's, each saved as
 * a change of its own.
 */
const photoFields = (heic: PhonePhoto, jpeg: PhonePhoto, png: PhonePhoto): PhotoField[] => [
  {
    entry: "Photo gallery, in display order",
    field: /“.Image.” Field/,
    photo: heic,
    widest: WIDEST_FILE_PX["photos.json.image"],
    name: /^content\/images\/img_0042\.webp$/,
  },
  {
    entry: "Site: the group's name, story line and links",
    field: /“.Hero.” Field/,
    photo: jpeg,
    widest: WIDEST_FILE_PX["site.json.hero"],
    name: /^content\/images\/pxl_20261128_181500\.webp$/,
  },
  {
    entry: "Merch products",
    field: /“.Image.” Field/,
    photo: png,
    widest: WIDEST_FILE_PX["merch.json.image"],
    name: /^content\/images\/screenshot-2026-11-28\.webp$/,
  },
]

/**
 * The photos a member adds, made in the test's folder, and the test's time for converting them;
 * the test is skipped, saying why, where the tools that make a HEIC are missing.
 */
const phonePhotos = async () => {
  const missing = heicToolsMissing()
  test.skip(
    missing !== undefined,
    `${missing} is missing (Debian's libheif-examples and libimage-exiftool-perl make the test's HEIC)`,
  )
  test.setTimeout(300_000)
  const dir = test.info().outputPath("photos")
  mkdirSync(dir, { recursive: true })
  const [heic, jpeg, png] = await Promise.all([
    iphoneHeic(dir),
    bigPhoneJpeg(dir),
    screenshotPng(dir),
  ])
  return { dir, heic, jpeg, png }
}

/** The editor's commits through the stand-in, oldest first. */
const committed = (github: { recorded: Recorded[] }): Commit[] =>
  github.recorded
    .filter(request => request.graphql === "createCommitOnBranch")
    .map(request =>
      (
        request.body as {
          variables: {
            input: { fileChanges: { additions: { path: string; contents: string }[] } }
          }
        }
      ).variables.input.fileChanges.additions.map(addition => ({
        path: addition.path,
        bytes: Buffer.from(addition.contents, "base64"),
      })),
    )

/** Saves the open entry, sends it for review, and returns the photo file its commit holds. */
const saveForReview = async (
  page: Page,
  github: { recorded: Recorded[] },
  { entry, photo, widest, name }: Omit<PhotoField, "field">,
): Promise<Saved> => {
  const before = committed(github).length
  await page.getByRole("button", { name: "Save" }).click()
  await expect.poll(() => committed(github).length, { timeout: 60_000 }).toBe(before + 1)
  await page.getByRole("button", { name: "Send for Review" }).click()
  // Sending a change for review takes the editor back to the list of files.
  await expect(page.getByRole("gridcell", { name: entry })).toBeVisible()
  const image = committed(github)[before].find(file => name.test(file.path))
  expect(image, `${photo.name} saved as ${name}`).toBeDefined()
  return { photo, widest, path: image!.path, bytes: image!.bytes }
}

/** Checks each saved file and returns a line for each: its original's size and its own. */
const expectPrepared = async (saved: Saved[]) => {
  // Each file upright, as wide as the site needs at most, in WebP, with no EXIF, XMP or place,
  // and smaller than what the member chose.
  const report: string[] = []
  for (const { photo, widest, path: file, bytes } of saved) {
    const metadata = await sharp(bytes).metadata()
    const uprightWidth = Math.min(photo.width, widest)
    expect({
      file,
      format: metadata.format,
      width: metadata.width,
      height: metadata.height,
      orientation: metadata.orientation,
      exif: metadata.exif,
      xmp: metadata.xmp,
    }).toEqual({
      file,
      format: "webp",
      width: uprightWidth,
      height: Math.round((uprightWidth * photo.height) / photo.width),
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
    })
    const original = statSync(photo.file).size
    expect(bytes.length).toBeLessThan(original)
    report.push(
      `${photo.name}: ${original} bytes → ${path.basename(file)} ${bytes.length} bytes, ${metadata.width} × ${metadata.height}`,
    )
  }
  return report
}

/** The content check takes the committed files with no warning about the saved photos. */
const expectContentCheckTakes = (commits: Commit[], saved: Saved[]) => {
  const copy = mkdtempSync(path.join(os.tmpdir(), "uploaded-content-"))
  try {
    cpSync("content", copy, { recursive: true })
    for (const commit of commits)
      for (const { path: file, bytes } of commit)
        writeFileSync(path.join(copy, file.replace(/^content\//, "")), bytes)
    const check = spawnSync(
      process.execPath,
      ["--import", "jiti/register", "scripts/validate-content.ts", copy],
      {
        encoding: "utf8",
      },
    )
    const output = check.stdout + check.stderr
    expect(output).toContain("Content check passed")
    for (const { path: file } of saved) expect(output).not.toContain(path.basename(file))
  } finally {
    rmSync(copy, { recursive: true })
  }
}

/**
 * A member adds photos in the editor on the published site, as they come off a phone or a
 * computer: it converts each before it saves it. The editor runs against the stand-in for GitHub's
 * API (support/github.ts), and what it commits is read back here.
 */
test.describe("the content editor's photos, through GitHub", () => {
  /** Picks `photo` for the image field named `field`, as a member does: its dialog, then Upload. */
  const upload = async (
    page: Page,
    field: RegExp,
    photo: string,
    inspect: (chooser: FileChooser) => Promise<void> = async () => undefined,
  ) => {
    const group = page.getByRole("group", { name: field }).first()
    await group
      .getByRole("button", { name: /Replace|Select/ })
      .first()
      .click()
    const dialog = page.getByRole("dialog")
    const chooser = page.waitForEvent("filechooser")
    await dialog.getByRole("button", { name: "Upload" }).click()
    await inspect(await chooser)
    await (await chooser).setFiles(photo)
    return dialog
  }

  test("converts an iPhone's HEIC, a 48-megapixel JPEG and a PNG into upright WebP no wider than the site needs, with no camera metadata, and asks no other host", async ({
    page,
    baseURL,
    guard,
  }) => {
    guard.allowConsoleError(/githubstatus\.com/)
    const { dir, heic, jpeg, png } = await phonePhotos()
    const github = await startGitHub(REPOSITORY, projectContent())
    try {
      await editorUsesStandIn(page, github, { baseURL: baseURL ?? "", repository: REPOSITORY })
      await recordCspViolations(page)
      await visit(page, "/admin/")
      await signInWithToken(page)

      const saved: Saved[] = []
      for (const photoField of photoFields(heic, jpeg, png)) {
        const { entry, field, photo } = photoField
        await page.getByRole("gridcell", { name: entry }).click()
        const dialog = await upload(page, field, photo.file)
        await dialog.getByRole("button", { name: "Insert" }).click()
        // The field names the converted file once the editor has made it.
        const group = page.getByRole("group", { name: field }).first()
        await expect(group.getByRole("button", { name: "Rename" })).toBeVisible({
          timeout: 120_000,
        })
        if (photo === heic) {
          // The preview draws the converted photo, as the gallery would.
          const preview = page.frameLocator("iframe").first()
          const image = preview.locator("img[src^='blob:']").first()
          await expect(image).toBeVisible()
          expect(
            await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          ).toBe(true)
          // As a member sees it on a computer and on a phone (docs/editing.md).
          await page.screenshot({ path: test.info().outputPath("photo-converted-1280.png") })
          const size = page.viewportSize()
          await page.setViewportSize({ width: 375, height: 812 })
          const thumbnail = group.locator("img").first()
          await expect(thumbnail).toBeVisible()
          await expect
            .poll(() =>
              thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
            )
            .toBeGreaterThan(0)
          await page.screenshot({ path: test.info().outputPath("photo-converted-375.png") })
          if (size) await page.setViewportSize(size)
        }
        saved.push(await saveForReview(page, github, photoField))
      }

      const report = await expectPrepared(saved)
      expectContentCheckTakes(committed(github), saved)
      const scores: number[] = []

      // The site's widest gallery files of the uploaded HEIC look as those made from the
      // original: made as gatsby-plugin-sharp makes them (WebP, which every browser the site
      // serves shows, and the JPEG it falls back to), from each.
      const gallery = saved[0]
      const uploaded = path.join(dir, "uploaded.webp")
      writeFileSync(uploaded, gallery.bytes)
      const original = await heicAsPng(heic.file)
      for (const toFormat of ["webp", "jpg"]) {
        const siteFile = async (source: string, name: string) => {
          const outputPath = path.join(dir, `${name}.${toFormat}`)
          await processFile(
            source,
            [
              {
                outputPath,
                args: {
                  width: 1200,
                  height: 1600,
                  toFormat,
                  quality: 70,
                  fit: "cover",
                  cropFocus: 16,
                },
              },
            ],
            { stripMetadata: true },
          )
          return outputPath
        }
        const score = await ssim(
          await siteFile(uploaded, "from-upload"),
          await siteFile(original, "from-original"),
        )
        report.push(
          `SSIM of the gallery's 1200 px ${toFormat} file, from the upload against from the original: ${score.toFixed(4)}`,
        )
        scores.push(score)
      }
      writeFileSync(test.info().outputPath("photos.txt"), `${report.join("\n")}\n`)
      console.log(report.join("\n"))
      // The WebP, which every browser the site serves is given, at least 0.98. The JPEG is the
      // fallback for a browser without WebP: two JPEGs at quality 70 of nearly the same pixels
      // round their blocks differently, which SSIM counts; a turned, cropped or shifted photo
      // scores far below its 0.97 (0.75 for one turned twice).
      const [webpScore, jpegScore] = scores
      expect(webpScore).toBeGreaterThanOrEqual(0.98)
      expect(jpegScore).toBeGreaterThanOrEqual(0.97)

      expect(await cspViolations(page)).toEqual([])
      // Nothing but GitHub's status page, which the editor reads to say when GitHub is down.
      expect(guard.externalRequests.filter(url => !url.startsWith(GITHUB_STATUS))).toEqual([])
    } finally {
      await stopStandIn(page, github)
    }
  })
  test("in Safari's engine, WebKit, decodes the HEIC and encodes WebP with the editor's own WebAssembly, asking no other host", async ({
    page,
    baseURL,
  }) => {
    const { heic, jpeg, png } = await phonePhotos()
    const github = await startGitHub(REPOSITORY, projectContent())
    const site = await siteWithStandIn(github, {
      baseURL: baseURL ?? "",
      repository: REPOSITORY,
    })
    try {
      await page.goto(`${site.origin}/admin/`)
      await signInWithToken(page)
      const saved: Saved[] = []
      for (const photoField of photoFields(heic, jpeg, png)) {
        const { entry, field, photo } = photoField
        await page.getByRole("gridcell", { name: entry }).click()
        const choose = page
          .getByRole("group", { name: field })
          .first()
          .getByRole("button", { name: /Replace|Select/ })
          .first()
        // To the middle of the form: WebDriver's click leaves it at the bottom, under the form's bar.
        await expect(choose).toBeVisible()
        await choose.scrollIntoViewIfNeeded()
        await choose.click()
        await expect(page.getByRole("dialog")).toBeVisible()
        // Handed to the dialog's file input, as its Upload button's chooser would (WebDriver
        // opens no chooser).
        await page.getByRole("dialog").locator("input[type=file]").setInputFiles(photo.file)
        await page.getByRole("dialog").getByRole("button", { name: "Insert" }).click()
        await expect(
          page.getByRole("group", { name: field }).first().getByRole("button", { name: "Rename" }),
        ).toBeVisible({ timeout: 120_000 })
        if (photo === heic) {
          // The preview draws the converted photo, in the frame the editor makes (WebDriver reaches
          // into it through the adapter, support/webkit/page.ts).
          const webkit = page as unknown as WebKitPage
          await expect
            .poll(
              () =>
                webkit.evaluateInFrame("iframe", () => {
                  const image = document.querySelector<HTMLImageElement>("img[src^='blob:']")
                  return Boolean(image?.complete && image.naturalWidth > 0)
                }),
              { timeout: 20_000 },
            )
            .toBe(true)
        }
        saved.push(await saveForReview(page, github, photoField))
      }
      const report = await expectPrepared(saved)
      expectContentCheckTakes(committed(github), saved)
      console.log(report.join("\n"))

      // WebDriver sees no requests: the page's own record of what it loaded names the site alone,
      // and the server in front of the site handed it the decoder and the encoder.
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map(entry => new URL(entry.name))
          .filter(url => url.protocol.startsWith("http"))
          .map(url => url.origin),
      )
      expect([...new Set(loaded)]).toEqual([site.origin])
      expect(site.requests).toContainEqual(expect.stringMatching(/\/assets\/heic_dec-.*\.wasm$/))
      expect(site.requests).toContainEqual(expect.stringMatching(/webp_enc.*\.(js|wasm)$/))
    } finally {
      await page.goto("about:blank")
      await site.close()
      await github.close()
    }
  })

  test("offers only photos to pick, and refuses a file that is not one, saying what it takes", async ({
    page,
    baseURL,
  }) => {
    const dir = test.info().outputPath("files")
    mkdirSync(dir, { recursive: true })
    const pdf = path.join(dir, "Setlist.pdf")
    writeFileSync(pdf, "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")
    const github = await startGitHub(REPOSITORY, projectContent())
    try {
      await editorUsesStandIn(page, github, { baseURL: baseURL ?? "", repository: REPOSITORY })
      await visit(page, "/admin/")
      await signInWithToken(page)
      await page.getByRole("gridcell", { name: "Photo gallery, in display order" }).click()
      const dialog = await upload(page, /“.Image.” Field/, pdf, async chooser => {
        // The system's picker shows photos alone, HEIC among them.
        expect((await chooser.element().getAttribute("accept"))?.split(",")).toEqual([
          "image/jpeg",
          "image/png",
          "image/webp",
          "image/avif",
          "image/heic",
          "image/heif",
          ".heic",
          ".heif",
        ])
      })
      // A PDF handed over anyway is not taken.
      await expect(dialog.getByText("No files found.")).toBeVisible()
      await expect(dialog.getByRole("listbox", { name: "Available Images" })).toHaveCount(0)

      // Dropped on the dialog from the computer's folder, it is refused at once, saying which
      // kinds of file the field takes.
      const dropped = await page.evaluateHandle(
        bytes => {
          const transfer = new DataTransfer()
          transfer.items.add(new File([bytes], "Setlist.pdf", { type: "application/pdf" }))
          return transfer
        },
        readFileSync(pdf, "latin1"),
      )
      for (const type of ["dragenter", "dragover", "drop"]) {
        await dialog.getByText("No files found.").dispatchEvent(type, { dataTransfer: dropped })
      }
      const refusal = page.getByRole("alertdialog", { name: "Unsupported File Type" })
      await expect(refusal).toContainText(
        /The dropped file is not one of the following types: .*image\/jpeg.*image\/heic.*\. Please try again\./,
      )
      console.log(`A PDF dropped: ${(await refusal.innerText()).replace(/\s+/g, " ")}`)
      await refusal.getByRole("button", { name: "OK" }).click()
      await expect(dialog.getByText("No files found.")).toBeVisible()
    } finally {
      await stopStandIn(page, github)
    }
  })
})
