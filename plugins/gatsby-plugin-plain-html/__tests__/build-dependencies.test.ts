/**
 * @jest-environment node
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import webpack, { type Compiler } from "webpack"
import { InstalledCodeByLockfile, patchesVersion } from "../build-dependencies"
import { inNewBuildFolder } from "../../../__tests__/support/build-folder"

// Each test runs webpack several times, beside a production build in `npm test`.
jest.setTimeout(60_000)

/**
 * The site's webpack caches, as every Gatsby stage keeps them: a project with a lockfile and a
 * patch, whose one module goes through an installed loader and a loader of the project's own. The
 * project's loader counts the times it runs, so a module built again shows.
 */
describe("webpack's caches", () => {
  const project = inNewBuildFolder("build-dependencies-")
  const lockfile = () => path.join(project(), "package-lock.json")
  const patch = () => path.join(project(), "patches/speed-ups/some-package+1.0.0.patch")
  const countingLoader = () => path.join(project(), "loaders/counting-loader.js")
  const installedLoader = () => path.join(project(), "node_modules/pass-through-loader/index.js")
  const runs = () => readFileSync(path.join(project(), "loader-runs"), "utf8").length

  beforeEach(() => {
    writeFileSync(lockfile(), JSON.stringify({ name: "site", lockfileVersion: 3, packages: {} }))
    mkdirSync(path.dirname(patch()), { recursive: true })
    writeFileSync(patch(), "diff --git a/index.js b/index.js\n")
    mkdirSync(path.dirname(countingLoader()))
    writeFileSync(
      countingLoader(),
      `module.exports = function (source) {
        require("node:fs").appendFileSync(${JSON.stringify(path.join(project(), "loader-runs"))}, "*")
        return source
      }\n`,
    )
    mkdirSync(path.dirname(installedLoader()), { recursive: true })
    writeFileSync(installedLoader(), "module.exports = source => source\n")
    mkdirSync(path.join(project(), "src"))
    writeFileSync(path.join(project(), "src/index.js"), "export const site = 'Cornerstone'\n")
  })

  /** Builds the project as a Gatsby stage would; gives the build dependencies it stored. */
  const build = () =>
    new Promise<string[]>((resolve, reject) => {
      let stored: string[] = []
      const compiler = webpack({
        context: project(),
        mode: "production",
        optimization: { minimize: false },
        entry: "./src/index.js",
        output: { path: path.join(project(), "public") },
        // The version the plugin gives every stage's cache (its onCreateWebpackConfig).
        cache: {
          type: "filesystem",
          cacheDirectory: path.join(project(), ".cache/webpack"),
          version: patchesVersion(project()),
        },
        module: {
          rules: [{ test: /\.js$/, use: [installedLoader(), countingLoader()] }],
        },
        plugins: [
          new InstalledCodeByLockfile(project()),
          (compiler: Compiler) =>
            compiler.hooks.done.tap("StoredBuildDependencies", ({ compilation }) => {
              stored = [...compilation.buildDependencies]
            }),
        ],
        infrastructureLogging: { level: "none" },
      })
      compiler.run((error, stats) => {
        compiler.close(closeError => {
          const problem = error ?? closeError ?? (stats?.hasErrors() ? stats.toString() : null)
          if (problem) reject(problem instanceof Error ? problem : new Error(problem))
          else resolve(stored)
        })
      })
    })

  it("name the installed code by the lockfile and the patches, and the project's own code by itself", async () => {
    const stored = await build()
    expect(stored.filter(file => file.includes(`${path.sep}node_modules${path.sep}`))).toEqual([])
    expect(stored).toEqual(expect.arrayContaining([lockfile(), patch(), countingLoader()]))
  })

  it("are kept while the lockfile and the patches stay, and made again when either changes or a patch is added", async () => {
    await build()
    await build()
    expect(runs()).toBe(1)

    appendFileSync(lockfile(), "\n")
    await build()
    expect(runs()).toBe(2)

    appendFileSync(patch(), "+// a fix\n")
    await build()
    expect(runs()).toBe(3)

    writeFileSync(path.join(path.dirname(patch()), "another-package+2.0.0.patch"), "diff\n")
    await build()
    expect(runs()).toBe(4)
  })

  it("are made again when the project's own loader changes", async () => {
    await build()
    appendFileSync(countingLoader(), "// changed\n")
    await build()
    expect(runs()).toBe(2)
  })
})
