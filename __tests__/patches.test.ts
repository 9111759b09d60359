/**
 * @jest-environment node
 *
 * The patches to dependencies (scripts/patches.mjs): every file in patches/ is listed under its
 * kind with the tests that guard it, one speed-up a folder, each told applied by a text it alone
 * adds, the fixes are applied in this install, what a patch that no longer applies does to an
 * install or a command, and Renovate labels the pull requests of every patched package.
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
  patchFolders,
  speedUpMissing,
  unappliedPatches,
} from "../scripts/patches.mjs"
import renovate from "../renovate.json"

it("lists every patch file, at most one a package in the fixes and one a folder in the speed-ups", () => {
  const files = readdirSync("patches", { recursive: true, encoding: "utf8" })
    .map(name => path.join("patches", name))
    .filter(name => name.endsWith(".patch"))
  expect(files.sort()).toEqual(PATCHES.map(patchFile).sort())
  for (const folder of patchFolders(["speed-up"])) {
    expect({ folder, files: readdirSync(folder) }).toEqual({ folder, files: [expect.any(String)] })
  }
  const fixed = PATCHES.filter(patch => patch.kind === "fix").map(packageOf)
  expect(fixed).toEqual([...new Set(fixed)])
})

it("has every fix applied in this install", () => {
  for (const patch of PATCHES.filter(each => each.kind === "fix")) {
    expect({ fix: patch.name, applied: isApplied(patch) }).toEqual({
      fix: patch.name,
      applied: true,
    })
  }
})

it("tells each patch applied by a text it adds, and no other patch adds", () => {
  const added = (patch: (typeof PATCHES)[number]) =>
    readFileSync(patchFile(patch), "utf8")
      .split("\n")
      .filter(line => line.startsWith("+") && line.includes(patch.applied.contains))
  for (const patch of PATCHES) {
    const others = PATCHES.filter(
      other =>
        other !== patch &&
        readFileSync(patchFile(other), "utf8")
          .split("\n")
          .some(line => line.startsWith("+") && line.includes(patch.applied.contains)),
    )
    expect({ patch: patchFile(patch), added: added(patch).length > 0, others }).toEqual({
      patch: patchFile(patch),
      added: true,
      others: [],
    })
  }
})

it("names for each patch the test files that guard it", () => {
  for (const patch of PATCHES) {
    expect({ patch: patchFile(patch), tests: patch.tests.filter(existsSync) }).toEqual({
      patch: patchFile(patch),
      tests: patch.tests,
    })
  }
})

describe("a patch that no longer applies, as a new release of its package would make it", () => {
  /** A project folder whose node_modules holds one patched package, at a new release, unpatched. */
  const withRelease = (file: string) => {
    const patch = PATCHES.find(each => patchFile(each) === file)!
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
    const { patch, directory } = withRelease(
      "patches/speed-ups/parcel-skips-node-modules/@parcel+core+2.8.3.patch",
    )
    try {
      const line = speedUpMissing(patch, directory)
      expect(line).toBe(
        'The speed-up "Gatsby\'s files compiled without looking through node_modules" ' +
          "(patches/speed-ups/parcel-skips-node-modules/@parcel+core+2.8.3.patch) does not apply to @parcel/core 2.99.0: " +
          "the site builds the same without it, a little slower (docs/patches.md).",
      )
      expect(unappliedPatches(directory)).toEqual({ stop: [], warn: [line] })
    } finally {
      rmSync(directory, { recursive: true })
    }
  })

  it("a fix: the install and every command stop, saying what is at risk", () => {
    const { patch, directory } = withRelease("patches/fixes/gatsby-plugin-sharp+5.16.0.patch")
    try {
      const line = fixMissing(patch, directory)
      expect(line).toBe(
        'The fix "photos stored sideways are measured upright" ' +
          "(patches/fixes/gatsby-plugin-sharp+5.16.0.patch) does not apply to " +
          "gatsby-plugin-sharp 2.99.0: without it, a phone photo stored sideways gets a sideways " +
          'frame on the page, and its files are cut to it. See "When an update changes a patched ' +
          'package" in docs/deploy.md.',
      )
      // The release carries the package's speed-ups away too, each named, and goes on.
      const speedUps = PATCHES.filter(
        each => each.kind === "speed-up" && packageOf(each) === packageOf(patch),
      )
      expect(speedUps.length).toBeGreaterThan(1)
      expect(unappliedPatches(directory)).toEqual({
        stop: [line],
        warn: speedUps.map(speedUp => speedUpMissing(speedUp, directory)),
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
