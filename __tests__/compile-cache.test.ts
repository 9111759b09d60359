/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { inNewBuildFolder } from "./support/build-folder"

/**
 * Every `gatsby` command keeps the code Node compiles of Gatsby's modules, and of the workers it
 * starts, for the next one (patches/gatsby+5.16.1.patch): in node_modules/.cache/, beside the
 * packages, unless NODE_COMPILE_CACHE names another folder.
 */
describe("the gatsby command", () => {
  const project = inNewBuildFolder("compile-cache-")
  beforeEach(() => {
    // Gatsby's command as installed, with a program that reports what Node was told.
    const gatsby = path.join(project(), "node_modules", "gatsby")
    mkdirSync(path.join(gatsby, "dist", "bin"), { recursive: true })
    copyFileSync(require.resolve("gatsby/cli.js"), path.join(gatsby, "cli.js"))
    writeFileSync(
      path.join(gatsby, "dist", "bin", "gatsby.js"),
      `const { execFileSync } = require("node:child_process")
      const worker = execFileSync(process.execPath, ["-p", "require('node:module').getCompileCacheDir()"])
      console.log(JSON.stringify({
        main: require("node:module").getCompileCacheDir(),
        worker: worker.toString().trim(),
      }))`,
    )
  })

  const run = (env: Record<string, string> = {}) => {
    // Without a folder of its own from the environment this runs in.
    const inherited = { ...process.env }
    delete inherited.NODE_COMPILE_CACHE
    return JSON.parse(
      execFileSync(process.execPath, [path.join(project(), "node_modules/gatsby/cli.js")], {
        env: { ...inherited, ...env },
        encoding: "utf8",
      }),
    )
  }

  /** Node keeps the code of each of its versions in a folder of its own in the one it is given. */
  const inFolder = (folder: string) => {
    const version = expect.stringMatching(new RegExp(`^${folder}/v\\d+[^/]*$`))
    return { main: version, worker: version }
  }

  test("keeps Node's compiled code in node_modules/.cache, for itself and its workers", () => {
    const report = run()
    expect(report).toEqual(inFolder(path.join(project(), "node_modules/.cache/node-compile-cache")))
    expect(report.worker).toBe(report.main)
  })

  test("keeps it where NODE_COMPILE_CACHE says", () => {
    const report = run({ NODE_COMPILE_CACHE: path.join(project(), "elsewhere") })
    expect(report).toEqual(inFolder(path.join(project(), "elsewhere")))
    expect(report.worker).toBe(report.main)
  })

  test("leaves it off when NODE_DISABLE_COMPILE_CACHE says so", () => {
    expect(run({ NODE_DISABLE_COMPILE_CACHE: "1" })).toEqual({
      main: undefined,
      worker: "undefined",
    })
  })
})

/**
 * Gatsby's workers are killed when they have not exited a second after being told to end, and
 * Node writes what it compiled only at exit: they write it when told to end
 * (patches/gatsby-worker+2.16.0.patch).
 */
describe("a Gatsby worker", () => {
  const folder = inNewBuildFolder("compile-cache-worker-")

  test("keeps the code Node compiled for it when it is told to end", () => {
    const report = JSON.parse(
      execFileSync(
        process.execPath,
        [path.join(__dirname, "support/worker-compile-cache.cjs"), folder()],
        { encoding: "utf8" },
      ),
    )
    expect(report.answer).toBe(42)
    expect(report.files).toBeGreaterThan(0)
  }, 30_000)
})
