/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { inNewBuildFolder } from "./support/build-folder"

const LAUNCHER = path.resolve("scripts/gatsby.mjs")

/**
 * Every `gatsby` command the project's scripts run (scripts/gatsby.mjs) keeps the code Node
 * compiles of Gatsby's modules, and of the processes it starts, for the next one: in
 * node_modules/.cache/, beside the packages, unless NODE_COMPILE_CACHE names another folder.
 */
describe("the gatsby command", () => {
  const project = inNewBuildFolder("compile-cache-")
  beforeEach(() => {
    // A project with Gatsby's command replaced by a program that reports what Node was told,
    // for itself and for a process it starts, as Gatsby starts its workers.
    for (const file of ["package.json", ".nvmrc"]) {
      copyFileSync(path.join(__dirname, "..", file), path.join(project(), file))
    }
    mkdirSync(path.join(project(), "node_modules", "gatsby"), { recursive: true })
    writeFileSync(
      path.join(project(), "node_modules", "gatsby", "package.json"),
      JSON.stringify({ name: "gatsby", bin: { gatsby: "./cli.js" } }),
    )
    writeFileSync(
      path.join(project(), "node_modules", "gatsby", "cli.js"),
      `const { execFileSync } = require("node:child_process")
      const worker = execFileSync(process.execPath, ["-p", "require('node:module').getCompileCacheDir()"])
      console.log(JSON.stringify({
        main: require("node:module").getCompileCacheDir(),
        worker: worker.toString().trim(),
      }))`,
    )
  })

  const run = (env: Record<string, string> = {}) => {
    // Without the settings looked at here from the environment this runs in.
    const inherited = { ...process.env }
    delete inherited.NODE_COMPILE_CACHE
    delete inherited.GATSBY_CPU_COUNT
    return JSON.parse(
      execFileSync(process.execPath, [LAUNCHER], {
        cwd: project(),
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

  /** Gatsby's command replaced by one that reports the processors Gatsby is told to count. */
  const cpuCount = (env: Record<string, string> = {}) => {
    writeFileSync(
      path.join(project(), "node_modules", "gatsby", "cli.js"),
      "console.log(JSON.stringify(process.env.GATSBY_CPU_COUNT ?? null))",
    )
    return run(env)
  }

  test("leaves Gatsby's count of processors to Gatsby, or to the environment", () => {
    expect(cpuCount()).toBeNull()
    expect(cpuCount({ GATSBY_CPU_COUNT: "logical_cores" })).toBe("logical_cores")
  })
})
