/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { skipReason } from "../scripts/patches.mjs"
import { noisePhoto } from "./sites/site-copy.mjs"

/**
 * How gatsby-plugin-sharp runs a photo's jobs, with three speed-ups (patches/speed-ups): the main
 * process runs two jobs a core; a job names its photo by its File node's digest rather than among
 * the input paths Gatsby reads and hashes whole; and the worker gives each of its files that
 * digest, by which a photo's formats share their resizes. The site builds the same files without
 * them, and each test runs only where its speed-up is applied.
 */
const FILE = "__tests__/image-jobs.test.ts"

type Worker = typeof import("gatsby-plugin-sharp/gatsby-worker")
type Job = Parameters<Worker["IMAGE_PROCESSING"]>[0]

/**
 * gatsby-plugin-sharp's job worker on a machine of `cores` cores, with its files made by
 * `processFile` (what each job asks for is recorded, and none is made).
 */
const workerWith = async (
  cores: number,
  processFile: (file: string, transforms: Array<{ inputDigest?: string }>) => Promise<unknown>,
): Promise<Worker> => {
  let worker: Worker | undefined
  await jest.isolateModulesAsync(async () => {
    jest.doMock("gatsby-core-utils/cpu-core-count", () => ({ cpuCoreCount: () => cores }))
    jest.doMock("gatsby-plugin-sharp/process-file", () => ({ processFile }))
    worker = await import("gatsby-plugin-sharp/gatsby-worker")
  })
  jest.dontMock("gatsby-core-utils/cpu-core-count")
  jest.dontMock("gatsby-plugin-sharp/process-file")
  return worker!
}

const job = (name: string): Job => ({
  inputPaths: [{ path: `/photos/${name}.jpg`, contentDigest: `digest of ${name}` }],
  outputDir: "/public/static",
  args: { operations: [], pluginOptions: {} },
})

const twoJobs = skipReason(FILE, "two-jobs-a-core")
;(twoJobs ? describe.skip : describe)(
  `image jobs in the main process${twoJobs ? ` (${twoJobs}: skipped)` : ""}`,
  () => {
    test("run two at a time a core, so that a photo's jobs, one a format, run together", async () => {
      const running: string[] = []
      const waiting: Array<() => void> = []
      const worker = await workerWith(2, file => {
        running.push(file)
        return new Promise<void>(resolve => waiting.push(resolve))
      })
      const jobs = ["a", "b", "c", "d", "e", "f"].map(name => worker.IMAGE_PROCESSING(job(name)))
      await new Promise(resolve => setImmediate(resolve))
      expect(running).toEqual(["/photos/a.jpg", "/photos/b.jpg", "/photos/c.jpg", "/photos/d.jpg"])
      while (waiting.length > 0) {
        waiting.shift()!()
        await new Promise(resolve => setImmediate(resolve))
      }
      await Promise.all(jobs)
      expect(running).toHaveLength(6)
    })
  },
)

const byDigest = skipReason(FILE, "jobs-by-digest")
;(byDigest ? describe.skip : describe)(
  `a photo's image jobs${byDigest ? ` (${byDigest}: skipped)` : ""}`,
  () => {
    let dir = ""
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), "image-jobs-"))
    })
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    test("name the photo by the digest its File node keeps, not among the paths Gatsby hashes", async () => {
      const source = path.join(dir, "photo.jpg")
      writeFileSync(source, await noisePhoto(640, 480).jpeg().toBuffer())
      const jobs: Array<{ inputPaths: string[]; args: { input?: unknown } }> = []
      await jest.isolateModulesAsync(async () => {
        const plugin = await import("gatsby-plugin-sharp")
        plugin.setActions({ createJobV2: job => (jobs.push(job as never), Promise.resolve()) })
        plugin.queueImageResizing({
          file: {
            absolutePath: source,
            name: "photo",
            base: "photo.jpg",
            extension: "jpg",
            internal: { contentDigest: "the photo's MD5" },
          },
          args: { width: 200, toFormat: "jpg" },
          reporter: {
            panic: message => Promise.reject(new Error(String(message))),
            warn: () => {},
          },
        })
      })
      expect(jobs.map(({ inputPaths, args }) => ({ inputPaths, input: args.input }))).toEqual([
        { inputPaths: [], input: { path: source, contentDigest: "the photo's MD5" } },
      ])
    })

    test("are made from the photo they name so", async () => {
      const made: string[] = []
      const worker = await workerWith(2, file => (made.push(file), Promise.resolve()))
      await worker.IMAGE_PROCESSING({
        ...job("unused"),
        inputPaths: [],
        args: {
          input: { path: "/photos/named.jpg", contentDigest: "the photo's MD5" },
          operations: [],
          pluginOptions: {},
        },
      })
      expect(made).toEqual(["/photos/named.jpg"])
    })
  },
)

const sharedResize = skipReason(FILE, "shared-resize")
;(sharedResize ? describe.skip : describe)(
  `an image job's files${sharedResize ? ` (${sharedResize}: skipped)` : ""}`,
  () => {
    test("carry the digest of their photo, by which its formats share their resizes", async () => {
      const digests: Array<string | undefined> = []
      const worker = await workerWith(2, (_, transforms) => {
        digests.push(...transforms.map(transform => transform.inputDigest))
        return Promise.resolve()
      })
      const { inputPaths, outputDir, args } = job("photo")
      await worker.IMAGE_PROCESSING({
        inputPaths,
        outputDir,
        args: { ...args, operations: [{ outputPath: "200.jpg", args: {} }] as never },
      })
      expect(digests).toEqual(["digest of photo"])
    })
  },
)
