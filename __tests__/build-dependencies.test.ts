/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * webpack keeps its caches (the HTML renderer's, the browser bundles') valid for as long as its
 * build dependencies are unchanged: the configuration, the loaders and every module they require.
 * It records them by following Node's require graph, and the files of packages by their packages'
 * versions; it no longer resolves again each request one package makes of another
 * (patches/webpack+5.98.0.patch), which cost seconds in every cold build.
 */
describe("webpack's build dependencies", () => {
  let site: string

  beforeEach(() => {
    // A loader in the project, which requires a package, which requires another.
    site = mkdtempSync(path.join(tmpdir(), "build-dependencies-"))
    const files = {
      "loader.js": 'module.exports = require("outer")',
      "node_modules/outer/package.json": '{ "name": "outer", "version": "1.0.0" }',
      "node_modules/outer/index.js": 'module.exports = require("inner")',
      "node_modules/inner/package.json": '{ "name": "inner", "version": "1.0.0" }',
      "node_modules/inner/index.js": "module.exports = 42",
    }
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(site, name)), { recursive: true })
      writeFileSync(path.join(site, name), text)
    }
  })
  afterEach(() => rmSync(site, { recursive: true, force: true }))

  const record = (...args: string[]) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [path.join(__dirname, "support/build-dependencies.cjs"), site, ...args],
        { encoding: "utf8" },
      ),
    )

  it("follows a loader's requires into every package, and resolves only the project's", () => {
    const { files, resolved } = record()
    expect(files).toEqual(
      expect.arrayContaining([
        "loader.js",
        "node_modules/outer/index.js",
        "node_modules/inner/index.js",
      ]),
    )
    expect(resolved).toContain(".: outer/index")
    expect(resolved.filter((entry: string) => entry.startsWith("node_modules"))).toEqual([])
  })

  it("takes the cache as stale when a package deep in a loader's requires changes version", () => {
    expect(record("inner").valid).toBe(false)
  })
})
