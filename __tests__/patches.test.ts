/**
 * @jest-environment node
 *
 * The patches to dependencies (scripts/patches.mjs): every file in patches/ is listed with the
 * tests that guard it, each is told applied by a text it adds, a patch that no longer applies is
 * named in one line, and Renovate labels the pull requests of every patched package.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import {
  packageOf,
  PATCH_FOLDER,
  PATCHES,
  patchFile,
  speedUpMissing,
  unappliedPatches,
} from "../scripts/patches.mjs"
import renovate from "../renovate.json"

it("lists every patch file, and nothing else", () => {
  expect(readdirSync(PATCH_FOLDER).sort()).toEqual(PATCHES.map(patch => patch.file).sort())
  expect(readdirSync("patches")).toEqual([path.basename(PATCH_FOLDER)])
})

it("tells each patch applied by a text its patch adds, not one the package had", () => {
  for (const patch of PATCHES) {
    const added = readFileSync(patchFile(patch), "utf8")
      .split("\n")
      .filter(line => line.startsWith("+") && line.includes(patch.applied.contains))
    expect({ patch: patch.file, added: added.length > 0 }).toEqual({
      patch: patch.file,
      added: true,
    })
  }
})

it("names for each patch the test files that guard it", () => {
  for (const patch of PATCHES) {
    expect({ patch: patch.file, tests: patch.tests.filter(existsSync) }).toEqual({
      patch: patch.file,
      tests: patch.tests,
    })
  }
})

describe("a patch that no longer applies, as a new release of its package would make it", () => {
  /** A project folder whose node_modules holds one patched package, at a new release, unpatched. */
  const withRelease = (file: string) => {
    const patch = PATCHES.find(each => each.file === file)!
    const directory = mkdtempSync(path.join(tmpdir(), "patches-"))
    const installed = path.join(directory, "node_modules", packageOf(patch))
    mkdirSync(path.dirname(path.join(directory, "node_modules", patch.applied.file)), {
      recursive: true,
    })
    writeFileSync(path.join(installed, "package.json"), JSON.stringify({ version: "2.99.0" }))
    writeFileSync(path.join(directory, "node_modules", patch.applied.file), "// unpatched\n")
    return { patch, directory }
  }

  it("is named in one line, and the install or the command goes on", () => {
    const { patch, directory } = withRelease("@parcel+core+2.8.3.patch")
    try {
      const line = speedUpMissing(patch, directory)
      expect(line).toBe(
        'The speed-up "Gatsby\'s files compiled without looking through node_modules" ' +
          "(patches/speed-ups/@parcel+core+2.8.3.patch) does not apply to @parcel/core 2.99.0: " +
          "the site builds the same without it, a little slower (docs/patches.md).",
      )
      expect(unappliedPatches(directory)).toEqual([line])
    } finally {
      rmSync(directory, { recursive: true })
    }
  })
})

it("has Renovate label the pull requests of exactly the patched packages", () => {
  const rule = renovate.packageRules.find(each => "addLabels" in each && each.addLabels)
  const patched = new Set(PATCHES.map(packageOf))
  expect(rule?.addLabels).toEqual(["patched package"])
  expect(new Set(rule?.matchPackageNames)).toEqual(patched)
})
