/**
 * @jest-environment node
 */
import { createHash } from "node:crypto"
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { inNewBuildFolder } from "./support/build-folder"

/**
 * Every build checks each finished image job's input file (patches/gatsby+5.16.1.patch): a
 * photo is read and hashed again only if its size, times or inode changed since it was hashed.
 */
describe("Gatsby's check of the photos behind finished image jobs", () => {
  const sha1 = (text: string) => createHash("sha1").update(text).digest("hex")
  // The hashes are kept in .cache of the folder the build runs in: here one without it.
  const folder = inNewBuildFolder("job-inputs-")

  type Job = { inputPaths: Array<{ path: string; contentDigest: string }> }

  /**
   * A fresh copy of Gatsby's job manager, as a new build process has it, and a count of the files
   * it reads to hash them.
   */
  const jobManager = async () => {
    let isJobStale: (job: Job) => boolean = () => true
    let hashing: jest.SpyInstance = jest.fn()
    await jest.isolateModulesAsync(async () => {
      hashing = jest.spyOn((await import("hasha")).default, "fromFileSync")
      ;({ isJobStale } = await import("gatsby/dist/utils/jobs/manager"))
    })
    return { isJobStale, hashing }
  }

  it("reads an unchanged photo once, and sees a photo replaced under its name", async () => {
    const { isJobStale, hashing } = await jobManager()
    const photo = path.join(folder(), "rehearsal.jpg")
    writeFileSync(photo, "first")
    const job = { inputPaths: [{ path: photo, contentDigest: sha1("first") }] }

    expect(isJobStale(job)).toBe(false)
    expect(isJobStale(job)).toBe(false)
    expect(hashing).toHaveBeenCalledTimes(1)

    // The same size, so only its times tell.
    writeFileSync(photo, "other")
    expect(isJobStale(job)).toBe(true)
    expect(hashing).toHaveBeenCalledTimes(2)
  })

  it("keeps the hashes in .cache for the next build, and its query workers", async () => {
    mkdirSync(path.join(folder(), ".cache"))
    const photo = path.join(folder(), "rehearsal.jpg")
    writeFileSync(photo, "first")
    const job = { inputPaths: [{ path: photo, contentDigest: sha1("first") }] }
    const build = await jobManager()
    expect(build.isJobStale(job)).toBe(false)
    expect(build.hashing).toHaveBeenCalledTimes(1)

    const next = await jobManager()
    expect(next.isJobStale(job)).toBe(false)
    expect(next.hashing).toHaveBeenCalledTimes(0)
  })
})
