import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Page } from "@playwright/test"
import { expect, test, visit } from "./support/fixtures"

/**
 * The content editor at /admin, from the built site under its headers, as a maintainer uses it on
 * their own machine: "Work with Local Repository" on a copy of the real content/. The browser's
 * folder picker hands over a folder in the browser's private storage (the Origin Private File
 * System) holding that copy, as a folder picker would hand over the project's folder.
 */
const contentFiles = readdirSync("content").filter(file => file.endsWith(".json"))

/** Puts a copy of content/ (the JSON files) into a `.git` folder in the browser's storage. */
const seedRepository = (page: Page) =>
  page.addInitScript(
    files => {
      const folder = async () => {
        const root = await navigator.storage.getDirectory()
        const repository = await root.getDirectoryHandle("repository", { create: true })
        await repository.getDirectoryHandle(".git", { create: true })
        const content = await repository.getDirectoryHandle("content", { create: true })
        for (const [name, text] of Object.entries(files)) {
          if (
            await content.getFileHandle(name).then(
              () => true,
              () => false,
            )
          )
            continue
          const writable = await (
            await content.getFileHandle(name, { create: true })
          ).createWritable()
          await writable.write(text)
          await writable.close()
        }
        return repository
      }
      Object.assign(window, { showDirectoryPicker: folder })
    },
    Object.fromEntries(contentFiles.map(file => [file, readFileSync(`content/${file}`, "utf8")])),
  )

const savedFile = (page: Page, name: string) =>
  page.evaluate(async name => {
    const root = await navigator.storage.getDirectory()
    const repository = await root.getDirectoryHandle("repository")
    const content = await repository.getDirectoryHandle("content")
    return (await (await content.getFileHandle(name)).getFile()).text()
  }, name)

test.describe("the content editor", () => {
  test.beforeEach(({ guard }) => {
    // The editor asks githubstatus.com whether GitHub is up; the editor's policy refuses it.
    guard.allowConsoleError(/githubstatus\.com/)
  })

  test("edits a photo's title in a copy of the content, which then passes the content check", async ({
    page,
    guard,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = []
      Object.assign(window, { cspViolations: violations })
      document.addEventListener("securitypolicyviolation", event => {
        if (!event.blockedURI.includes("githubstatus.com")) {
          violations.push(`${event.violatedDirective}: ${event.blockedURI}`)
        }
      })
    })
    await seedRepository(page)
    const response = await visit(page, "/admin/")
    expect(response?.headers()["content-security-policy"]).toContain(
      "style-src 'self' 'unsafe-inline'",
    )

    await page.getByRole("button", { name: "Work with Local Repository" }).click()
    for (const label of [
      "Site: the group's name, story line and links",
      "Bio: the text of the Our Story page",
      "Home page Experience cards",
      "Photo gallery, in display order",
      "Rehearsal videos on the video site",
      "Merch products",
    ]) {
      await expect(page.getByRole("gridcell", { name: label })).toBeVisible()
    }

    await page.getByRole("gridcell", { name: "Photo gallery, in display order" }).click()
    const title = page.getByRole("textbox", { name: /^Title/ }).first()
    await expect(title).toHaveValue("Around the Piano, Late 1980s")
    await title.fill("Around the Piano, Spring 1987")
    await page.getByRole("button", { name: "Save" }).click()
    await expect
      .poll(() => savedFile(page, "photos.json"))
      .toBe(
        readFileSync("content/photos.json", "utf8").replace(
          '"title": "Around the Piano, Late 1980s"',
          '"title": "Around the Piano, Spring 1987"',
        ),
      )

    // The saved content passes the content check, photos and all.
    const copy = mkdtempSync(path.join(os.tmpdir(), "edited-content-"))
    try {
      cpSync("content", copy, { recursive: true })
      writeFileSync(path.join(copy, "photos.json"), await savedFile(page, "photos.json"))
      const check = spawnSync(process.execPath, ["scripts/validate-content.js", copy], {
        encoding: "utf8",
      })
      expect(check.stdout + check.stderr).toContain("Content check passed")
    } finally {
      rmSync(copy, { recursive: true })
    }

    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([])
    expect(guard.externalRequests).toEqual([])
  })
})
