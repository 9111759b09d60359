/**
 * @jest-environment node
 */
import { createHash } from "node:crypto"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * Every build checks each finished image job's input file (patches/gatsby+5.16.1.patch): a
 * photo is read and hashed again only if its size, times or inode changed since it was hashed.
 */
describe("Gatsby's check of the photos behind finished image jobs", () => {
  const sha1 = (text: string) => createHash("sha1").update(text).digest("hex")
  const cwd = process.cwd()
  let dir: string

  beforeEach(() => {
    // The hashes are kept in .cache of the folder the build runs in: here one without it.
    dir = mkdtempSync(path.join(tmpdir(), "job-inputs-"))
    process.chdir(dir)
  })
  afterEach(() => {
    process.chdir(cwd)
    rmSync(dir, { recursive: true, force: true })
  })

  it("reads an unchanged photo once, and sees a photo replaced under its name", async () => {
    let isJobStale: (job: { inputPaths: Array<{ path: string; contentDigest: string }> }) => boolean
    let hashing: jest.SpyInstance
    // A fresh copy of Gatsby's job manager, which has read no hashes yet.
    await jest.isolateModulesAsync(async () => {
      hashing = jest.spyOn((await import("hasha")).default, "fromFileSync")
      ;({ isJobStale } = await import("gatsby/dist/utils/jobs/manager"))
    })
    const photo = path.join(dir, "rehearsal.jpg")
    writeFileSync(photo, "first")
    const job = { inputPaths: [{ path: photo, contentDigest: sha1("first") }] }

    expect(isJobStale!(job)).toBe(false)
    expect(isJobStale!(job)).toBe(false)
    expect(hashing!).toHaveBeenCalledTimes(1)

    // The same size, so only its times tell.
    writeFileSync(photo, "other")
    expect(isJobStale!(job)).toBe(true)
    expect(hashing!).toHaveBeenCalledTimes(2)
  })
})
