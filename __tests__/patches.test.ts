/**
 * @jest-environment node
 *
 * The patches to dependencies (scripts/patches.mjs): every file in patches/ is listed under its
 * kind with the tests that guard it, each is told applied by a text it adds, the fixes are applied
 * in this install, what a patch that no longer applies does to an install or a command, and
 * Renovate labels the pull requests of every patched package.
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
  fixMissing,
  isApplied,
  packageOf,
  PATCHES,
  patchFile,
  patchFolder,
  speedUpMissing,
  unappliedPatches,
} from "../scripts/patches.mjs"
import renovate from "../renovate.json"

const KINDS = ["fix", "speed-up"] as const

it("lists every patch file under its kind, and nothing else", () => {
  for (const kind of KINDS) {
    expect({ kind, files: readdirSync(patchFolder(kind)).sort() }).toEqual({
      kind,
      files: PATCHES.filter(patch => patch.kind === kind)
        .map(patch => patch.file)
        .sort(),
    })
  }
  expect(readdirSync("patches").sort()).toEqual(KINDS.map(kind => path.basename(patchFolder(kind))))
})

it("has every fix applied in this install", () => {
  for (const patch of PATCHES.filter(each => each.kind === "fix")) {
    expect({ fix: patch.name, applied: isApplied(patch) }).toEqual({
      fix: patch.name,
      applied: true,
    })
  }
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

  it("a speed-up: named in one line, and the install or the command goes on", () => {
    const { patch, directory } = withRelease("@parcel+core+2.8.3.patch")
    try {
      const line = speedUpMissing(patch, directory)
      expect(line).toBe(
        'The speed-up "Gatsby\'s files compiled without looking through node_modules" ' +
          "(patches/speed-ups/@parcel+core+2.8.3.patch) does not apply to @parcel/core 2.99.0: " +
          "the site builds the same without it, a little slower (docs/patches.md).",
      )
      expect(unappliedPatches(directory)).toEqual({ stop: [], warn: [line] })
    } finally {
      rmSync(directory, { recursive: true })
    }
  })

  it("a fix: the install and every command stop, saying what is at risk", () => {
    const { patch, directory } = withRelease("gatsby-plugin-sharp+5.16.0.patch")
    try {
      const line = fixMissing(patch, directory)
      expect(line).toBe(
        'The fix "photos stored sideways are measured upright" ' +
          "(patches/fixes/gatsby-plugin-sharp+5.16.0.patch) does not apply to " +
          "gatsby-plugin-sharp 2.99.0: without it, a phone photo stored sideways gets a sideways " +
          'frame on the page, and its files are cut to it. See "When an update changes a patched ' +
          'package" in docs/deploy.md.',
      )
      // The release carries the package's speed-up away too, which is named and goes on.
      const speedUp = PATCHES.find(
        each => each.kind === "speed-up" && packageOf(each) === packageOf(patch),
      )!
      expect(unappliedPatches(directory)).toEqual({
        stop: [line],
        warn: [speedUpMissing(speedUp, directory)],
      })
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
