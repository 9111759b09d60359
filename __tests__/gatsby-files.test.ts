/**
 * @jest-environment node
 *
 * Before every command, Gatsby compiles the project's gatsby-config.ts and gatsby-node.ts, and
 * those of its local plugins, into .cache/compiled/ with Parcel, keeping what Parcel learnt in
 * .cache/.parcel-cache/ for the next command.
 */
import { execFileSync } from "node:child_process"
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { skipReason } from "../scripts/patches.mjs"

// Each compile is a Node process of its own that starts Parcel, as Gatsby starts it.
jest.setTimeout(60_000)

const ROOT = path.resolve(__dirname, "..")
const INSTALLED = path.join(ROOT, "node_modules")

let project: string

/**
 * A project beside this one: a gatsby-config.ts that imports a file of the project
 * and a package of its own node_modules, and the rest of node_modules linked from this project's
 * (Parcel and its plugins are found from the project's folder, as in a site).
 */
beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), "gatsby-files-"))
  writeFileSync(path.join(project, "package.json"), '{ "name": "site", "private": true }\n')
  // Parcel takes the folder of the lockfile as the project's root, as in a site.
  writeFileSync(path.join(project, "package-lock.json"), "{}\n")
  mkdirSync(path.join(project, "src"))
  writeFileSync(path.join(project, "src/title.ts"), 'export const siteTitle = "Cornerstone"\n')
  writeFileSync(
    path.join(project, "gatsby-config.ts"),
    `import { shout } from "installed-package"
import { siteTitle } from "./src/title"

const titleForTheHead: string = shout(siteTitle)

export default { siteMetadata: { title: titleForTheHead } }
`,
  )
  const modules = path.join(project, "node_modules")
  mkdirSync(path.join(modules, "installed-package"), { recursive: true })
  writeFileSync(path.join(modules, "installed-package/index.js"), "exports.shout = s => `${s}!`\n")
  for (const name of readdirSync(INSTALLED)) {
    symlinkSync(path.join(INSTALLED, name), path.join(modules, name))
  }
})

afterEach(() => rmSync(project, { recursive: true, force: true }))

/** Gatsby's compile of the project's files, as `gatsby build` starts it. */
const compile = () => {
  const compiler = require.resolve("gatsby/dist/utils/parcel/compile-gatsby-files.js")
  execFileSync(
    process.execPath,
    [
      "-e",
      `require(${JSON.stringify(compiler)}).runParcel(process.cwd()).then(
        () => process.exit(0),
        error => { console.error(error); process.exit(1) },
      )`,
    ],
    { cwd: project, stdio: "pipe" },
  )
  return readFileSync(path.join(project, ".cache/compiled/gatsby-config.js"), "utf8")
}

/** The title the compiled config gives when Node runs it, as Gatsby reads it. */
const title = () =>
  execFileSync(
    process.execPath,
    ["-p", 'require("./.cache/compiled/gatsby-config.js").default.siteMetadata.title'],
    { cwd: project, encoding: "utf8" },
  ).trim()

test("compiles the project's Gatsby files with their imports of packages left to Node", () => {
  const compiled = compile()
  // The package's code stays in node_modules, for Node to load when the config runs.
  expect(compiled).not.toContain("exports.shout")
  expect(title()).toBe("Cornerstone!")
})

/** A speed-up's: they run only where it is applied (scripts/patches.mjs lists this file). */
const skipped = skipReason("__tests__/gatsby-files.test.ts")

/**
 * Parcel looks over every file of the project for changes since its last run, and writes down
 * what it saw (a snapshot in .cache/.parcel-cache/) for the next: with node_modules, more than a
 * hundred thousand files in this project. Nothing there is compiled into Gatsby's files
 * (`includeNodeModules: false`), so the speed-up leaves it out of both.
 */
;(skipped ? describe.skip : describe)(
  `Parcel's look for changes${skipped ? ` (${skipped}: skipped)` : ""}`,
  () => {
    const snapshot = () => {
      const cache = path.join(project, ".cache/.parcel-cache")
      const [file] = readdirSync(cache).filter(name => name.endsWith(".txt"))
      return readFileSync(path.join(cache, file), "latin1")
    }

    test("passes over node_modules, and still sees a change to the project's own files", () => {
      compile()
      expect(snapshot()).toContain(path.join(project, "src/title.ts"))
      expect(snapshot()).not.toContain(path.join(project, "node_modules"))

      writeFileSync(path.join(project, "src/title.ts"), 'export const siteTitle = "Reunion"\n')
      compile()
      expect(title()).toBe("Reunion!")
    })
  },
)
