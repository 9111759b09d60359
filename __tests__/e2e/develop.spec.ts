import { spawn } from "node:child_process"
import { openSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { copyProject, shrinkImages } from "../sites/site-copy.mjs"
import { expect, test, visit } from "./support/fixtures"
import {
  addButton,
  listItems,
  original,
  savedFile,
  SAVED,
  savedText,
  seedRepository,
} from "./support/editor"

/** How long the develop server may take to show a saved change on a busy machine. */
const DEVELOP_UPDATE = 120_000
/**
 * How long `gatsby develop` may take to answer: beside the other browser tests, its bootstrap took
 * 34 s and its first bundle 64 s. The test's own limit comes on top of this.
 */
const DEVELOP_START = 300_000
/** The maintainer's round, once develop answers. */
const ROUND = 240_000

/**
 * A maintainer's whole round on their own machine: `gatsby develop`, the editor at /admin on the
 * project's folder, a new story line and a photo straight from a phone with its title, fit and
 * description, then the site on the develop server shows both. The develop server runs in a copy
 * of the project (test-results/develop-site), so that it never touches the build the other specs
 * serve; the folder the editor saves into is handed back to that copy, as the folder picker would
 * have saved into the project itself.
 * The copy's gallery fills its first page (24 photos), so the new photo makes the second, and its
 * content files' nodes take seconds to make once the files change (__tests__/sites/slow-content-nodes),
 * so every run meets the moment a busy machine meets now and then: the gallery asked for while
 * the new entries are still on their way.
 */
const SITE = path.resolve("test-results/develop-site")
const tagline = "Gospel and jazz, together again for the 2027 concert series."
const FIRST_PAGE = 24
const photo = {
  id: FIRST_PAGE + 1,
  title: "Sound Check, November 2026",
  // The phone's JPEG as the editor prepares a photo: a WebP, named safely.
  image: "images/img-0042-1.webp",
  fit: "contain",
  alt: "The ensemble at the sound check before the November concert",
}

/**
 * `gatsby develop` in the copy, started with Gatsby's own command line, as an engineer who knows
 * Gatsby starts it (`npm run develop` adds only what must run before Gatsby, scripts/gatsby.mjs),
 * answering once /admin/ does; its log goes beside the copy.
 */
const startDevelop = async (baseURL: string) => {
  const log = openSync(`${SITE}.log`, "w")
  const server = spawn(
    process.execPath,
    [
      path.resolve("node_modules/gatsby/cli.js"),
      "develop",
      "-H",
      "127.0.0.1",
      "-p",
      new URL(baseURL).port,
    ],
    {
      cwd: SITE,
      detached: true,
      stdio: ["ignore", log, log],
      // As on a maintainer's machine, where no CI variable turns off making photos and running
      // queries on request: without the second, develop runs every query up front and its
      // browser runtime prefetches the linked pages' data, which it reads from public/ and
      // answers with a 404 while it is rewriting them after a change.
      env: {
        ...process.env,
        GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "true",
        GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "true",
      },
    },
  )
  await expect
    .poll(
      () =>
        fetch(new URL("/admin/", baseURL)).then(
          response => response.status,
          () => 0,
        ),
      {
        message: `gatsby develop answers (its log: ${SITE}.log)`,
        timeout: DEVELOP_START,
        intervals: [1_000],
      },
    )
    .toBe(200)
  return () => process.kill(-(server.pid ?? 0), "SIGTERM")
}

test("a maintainer changes the story line and adds a phone photo, and develop shows both", async ({
  page,
  guard,
  baseURL,
}, testInfo) => {
  test.setTimeout(DEVELOP_START + ROUND)
  const content = copyProject(SITE, {
    firstPlugins: [path.resolve("__tests__/sites/slow-content-nodes")],
  })
  // The round looks at texts and at the photo it adds, not at the sizes of the others: small
  // images keep develop's work short (it makes the hero's AVIF files when a page first asks).
  await shrinkImages(content)
  const realPhotos = JSON.parse(original("photos.json"))
  const gallery = Array.from({ length: FIRST_PAGE }, (_, index) => ({
    ...realPhotos[index % realPhotos.length],
    id: index + 1,
  }))
  writeFileSync(path.join(content, "photos.json"), `${JSON.stringify(gallery, null, 2)}\n`)
  // A page that throws while it renders, as a mistake in a component makes one.
  writeFileSync(
    path.join(SITE, "src/pages/fails.tsx"),
    // A page of the site, with the site-wide content every page's query has.
    'import { graphql } from "gatsby"\n\n' +
      'export default function Fails(): never {\n  throw new Error("This page cannot render.")\n}\n\n' +
      "export const query = graphql`\n  query FailsPage {\n    ...Site\n  }\n`\n",
  )
  // An upright photo as a phone stores it: turned on its side, with the EXIF orientation that
  // says so, named as the phone names it.
  const upload = testInfo.outputPath("IMG 0042 (1).JPG")
  await sharp("content/images/photo-16.jpg")
    .rotate(-90)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toFile(upload)
  const stop = await startDevelop(baseURL ?? "")
  /** Writes files the editor saved into the copy, as the folder picker saves into the project. */
  const intoProject = async (...names: string[]) => {
    for (const name of names) writeFileSync(path.join(content, name), await savedFile(page, name))
  }
  try {
    // The site in one tab, the editor in another.
    const site = await page.context().newPage()
    await visit(site, "/photos")
    // The first page develop draws in the browser, its bundle and data fetched and run: on a busy
    // machine (load 12, other browsers testing beside it) not within the 5 s of an assertion.
    await expect(site.getByRole("figure")).toHaveCount(FIRST_PAGE, { timeout: 30_000 })
    await seedRepository(page, content)
    await visit(page, "/admin/")
    await page.getByRole("button", { name: "Work with Local Repository" }).click()

    await page
      .getByRole("gridcell", { name: "Site: the group's name, story line and links" })
      .click()
    await page.getByRole("textbox", { name: "Tagline", exact: true }).fill(tagline)
    await page.getByRole("button", { name: "Save" }).click()
    await expect
      .poll(() => savedText(page, "site.json"), { timeout: SAVED })
      .toBe(original("site.json").replace(JSON.parse(original("site.json")).tagline, tagline))
    await intoProject("site.json")
    await expect(async () => {
      await visit(site, "/")
      await expect(site.getByText(tagline)).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: DEVELOP_UPDATE })

    await page.getByRole("gridcell", { name: "Photo gallery, in display order" }).click()
    await addButton(page, "photo").click()
    const item = listItems(page).last()
    // The editor fills in an item's fields once it has been scrolled into view.
    await expect(async () => {
      await item.scrollIntoViewIfNeeded()
      await page.mouse.wheel(0, 400)
      await expect(item.getByRole("textbox", { name: "Title" })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    // The photo's number is the editor's to give: the form does not ask for it.
    await expect(item.getByRole("spinbutton", { name: "ID" })).toHaveCount(0)
    await item.getByRole("textbox", { name: "Title" }).fill(photo.title)
    await item.getByRole("button", { name: "Browse" }).click()
    const chooser = page.waitForEvent("filechooser")
    await page.getByRole("dialog").getByRole("button", { name: "Upload" }).click()
    await (await chooser).setFiles(upload)
    await page.getByRole("dialog").getByRole("button", { name: "Insert" }).click()
    await item.getByRole("radio", { name: photo.fit }).check()
    await item.getByRole("textbox", { name: "Alt" }).fill(photo.alt)
    await expect(item.getByRole("button", { name: "Replace Image" })).toBeVisible()
    // The photo's preview, which has no text of its own, shown.
    await expect
      .poll(() => item.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // The editor's preview draws the photo just uploaded as the gallery will: upright, whole in
    // its frame.
    const previewed = page
      .frameLocator('iframe[title="Content Preview"]')
      .getByRole("img", { name: photo.alt })
    await previewed.scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        previewed.evaluate((img: HTMLImageElement) => ({
          upright: img.complete && img.naturalHeight > img.naturalWidth,
          fit: getComputedStyle(img).objectFit,
        })),
      )
      .toEqual({ upright: true, fit: photo.fit })
    await page.screenshot({ path: testInfo.outputPath("content-editor.png") })
    await page.getByRole("button", { name: "Save" }).click()

    // What the editor saved: the photo prepared (upright, as wide as the gallery's widest file,
    // without the camera's metadata) under a safe name, and one new gallery entry with the next
    // free number as its id, with nothing else changed.
    await expect
      .poll(async () => JSON.parse(await savedText(page, "photos.json")), { timeout: SAVED })
      .toEqual([...gallery, photo])
    const saved = await sharp(await savedFile(page, photo.image)).metadata()
    expect([saved.format, saved.width, saved.height, saved.exif]).toEqual([
      "webp",
      1200,
      1800,
      undefined,
    ])
    await intoProject(photo.image, "photos.json")
    // The second page is made once develop has the new entry; until then it does not exist.
    await expect
      .poll(
        () =>
          fetch(new URL("/page-data/photos/2/page-data.json", baseURL)).then(
            response => response.status,
          ),
        { timeout: DEVELOP_UPDATE },
      )
      .toBe(200)
    await expect(async () => {
      await visit(site, "/photos/2")
      await expect(site.getByRole("img", { name: photo.alt })).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: DEVELOP_UPDATE })
    await expect(site.getByText(photo.title)).toBeVisible()
    const shown = site.getByRole("img", { name: photo.alt })
    await shown.scrollIntoViewIfNeeded()
    // Upright, as the phone held it.
    await expect
      .poll(() =>
        shown.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalHeight > img.naturalWidth,
        ),
      )
      .toBe(true)
    await site.screenshot({ path: testInfo.outputPath("develop-photos.png") })

    // A page that throws: develop's own report of the error first, for whoever made the change;
    // closed, the error screen in the site's frame, and the way home works.
    guard.allowConsoleError(/This page cannot render|The above error occurred/)
    guard.allowPageError(/^This page cannot render\.$/)
    await visit(site, "/fails")
    const report = site.getByRole("alertdialog", { name: "Unhandled Runtime Error" })
    await expect(report).toContainText("This page cannot render.", { timeout: DEVELOP_UPDATE })
    await report.getByRole("button", { name: "Close" }).click()
    await expect(
      site.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeVisible({ timeout: DEVELOP_UPDATE })
    await expect(site.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(5)
    // Develop builds the home page's code when it is first asked for, which takes seconds on a
    // busy machine before the link's navigation completes.
    await site.getByRole("main").getByRole("link", { name: "Return to Home" }).click()
    await expect(site).toHaveURL(new URL("/", baseURL).href, { timeout: DEVELOP_UPDATE })
    await expect(site.getByText(tagline)).toBeVisible({ timeout: DEVELOP_UPDATE })
  } finally {
    stop()
  }
})
