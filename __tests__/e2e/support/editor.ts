import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"

/**
 * The content editor used as a maintainer uses it on their own machine: "Work with Local
 * Repository" on the project's folder. The browser's folder picker is replaced by one that hands
 * over a folder in the browser's private storage (the Origin Private File System) holding a copy
 * of a content folder (its JSON files and its photos) beside a `.git` folder, as the project's
 * folder has.
 */
const SEED_URL = "/__seed__/"

/**
 * A save is awaited for as long as the test's own time budget lasts (0: no clock of its own). On
 * a busy machine one save of six once took more than 30 s while the whole test stayed well within
 * its budget; a second, shorter clock per save only made that a failure.
 */
export const SAVED = 0

export const seedRepository = async (page: Page, contentDir: string) => {
  const files = readdirSync(contentDir).filter(file => file.endsWith(".json"))
  const images = readdirSync(path.join(contentDir, "images"))
  // The photos reach the page from the test, never from the site's server.
  await page.route(`**${SEED_URL}**`, route =>
    route.fulfill({
      path: path.join(
        contentDir,
        decodeURIComponent(new URL(route.request().url()).pathname.slice(SEED_URL.length)),
      ),
    }),
  )
  await page.addInitScript(
    ({ seedUrl, files, images }) => {
      const write = async (
        folder: FileSystemDirectoryHandle,
        name: string,
        data: Blob | string,
      ) => {
        const writable = await (await folder.getFileHandle(name, { create: true })).createWritable()
        await writable.write(data)
        await writable.close()
      }
      const repository = async () => {
        const root = await navigator.storage.getDirectory()
        const existing = await root.getDirectoryHandle("repository").catch(() => undefined)
        if (existing) return existing
        const folder = await root.getDirectoryHandle("repository", { create: true })
        await folder.getDirectoryHandle(".git", { create: true })
        const content = await folder.getDirectoryHandle("content", { create: true })
        for (const name of files) {
          await write(content, name, await (await fetch(`${seedUrl}${name}`)).blob())
        }
        const photos = await content.getDirectoryHandle("images", { create: true })
        for (const name of images) {
          await write(
            photos,
            name,
            await (await fetch(`${seedUrl}images/${encodeURIComponent(name)}`)).blob(),
          )
        }
        return folder
      }
      Object.assign(window, { showDirectoryPicker: repository })
    },
    { seedUrl: SEED_URL, files, images },
  )
}

/** The names of the files in the content folder the editor works on ("site.json", "images/…"). */
const savedNames = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const root = await navigator.storage.getDirectory()
    const content = await (
      await root.getDirectoryHandle("repository")
    ).getDirectoryHandle("content")
    const names = async (folder: FileSystemDirectoryHandle, prefix: string): Promise<string[]> => {
      const found: string[] = []
      for await (const [name, handle] of folder.entries()) {
        if (handle.kind === "directory") {
          found.push(...(await names(handle as FileSystemDirectoryHandle, `${prefix}${name}/`)))
        } else if (!name.endsWith(".crswap")) {
          // (A .crswap file is the browser's draft of a file being written.)
          found.push(`${prefix}${name}`)
        }
      }
      return found
    }
    return names(content, "")
  })

/**
 * One file of the content folder the editor works on, as it is now. While the editor replaces a
 * file, reading it fails for a moment (NotReadableError, or NotFoundError between the old file
 * and the new): the read is made again, up to 100 times, 50 ms apart.
 */
export const savedFile = async (page: Page, name: string) =>
  Buffer.from(
    await page.evaluate(async name => {
      const read = async () => {
        const root = await navigator.storage.getDirectory()
        let folder = await (
          await root.getDirectoryHandle("repository")
        ).getDirectoryHandle("content")
        const parts = name.split("/")
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part)
        const file = await (await folder.getFileHandle(parts[parts.length - 1])).getFile()
        const reader = new FileReader()
        const url = await new Promise<string>((resolve, reject) => {
          reader.onload = () => resolve(reader.result as string)
          reader.onerror = () => reject(reader.error)
          reader.readAsDataURL(file)
        })
        return url.slice(url.indexOf(",") + 1)
      }
      for (let attempt = 1; ; attempt++) {
        try {
          return await read()
        } catch (error) {
          const passing = ["NotReadableError", "NotFoundError"].includes((error as Error).name)
          if (!passing || attempt === 100) throw error
          await new Promise(resolve => setTimeout(resolve, 50))
        }
      }
    }, name),
    "base64",
  )

export const savedText = async (page: Page, name: string) =>
  (await savedFile(page, name)).toString("utf8")

/** Every file of the content folder the editor works on: name → bytes. */
export const savedContent = async (page: Page) => {
  const files = new Map<string, Buffer>()
  for (const name of await savedNames(page)) files.set(name, await savedFile(page, name))
  return files
}

/** A content file of the real content/, as text. */
export const original = (name: string) => readFileSync(path.join("content", name), "utf8")

/** The editor names a list's "Add" button with invisible direction marks around the item's name. */
export const addButton = (page: Page, item: string) =>
  page.getByRole("button", { name: new RegExp(`^Add\\W*${item}\\W*$`) })

/** The items of the list being edited, each a group with its own "Remove" button. */
export const listItems = (page: Page) =>
  page.getByRole("group").filter({ has: page.getByRole("button", { name: "Remove" }) })
