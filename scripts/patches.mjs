/**
 * The project's patches to its dependencies (patches/speed-ups/, applied by patch-package after
 * every install: scripts/apply-patches.mjs), at most one file a package (patch-package applies a
 * file whole or not at all). Each buys time a build saves: the site builds the same files without
 * them, and one that no longer applies (a new release of its package changed the code it changes)
 * is left out with a one-line warning, at the install and at every build.
 *
 * Why each exists, what it gains and the upstream change that would retire it: docs/patches.md.
 * Each says how to tell it is applied (a text it adds to a file of its package) and which tests
 * guard it, which are skipped where it is not applied.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

export const PATCHES = [
  {
    file: "gatsby+5.16.1.patch",
    name: "queries found once per file",
    applied: { file: "gatsby/dist/query/file-parser.js", contains: "query-extraction.json" },
    tests: ["__tests__/query-extraction.test.ts"],
  },
  {
    file: "@parcel+core+2.8.3.patch",
    name: "Gatsby's files compiled without looking through node_modules",
    applied: { file: "@parcel/core/lib/RequestTracker.js", contains: "let installed = " },
    tests: ["__tests__/gatsby-files.test.ts"],
  },
]

/** The folder patch-package applies the patches from. */
export const PATCH_FOLDER = path.join("patches", "speed-ups")

/** A patch's file, from the project's folder: patches/speed-ups/gatsby+5.16.1.patch. */
export const patchFile = patch => path.join(PATCH_FOLDER, patch.file)

/**
 * The package a patch is for, from its file's name: gatsby+5.16.1.patch, @parcel+core+2.8.3.patch.
 */
export const packageOf = patch => patch.file.replace(/\+[^+]+\.patch$/, "").replace("+", "/")

const manifestOf = (patch, directory) =>
  path.join(directory, "node_modules", packageOf(patch), "package.json")

/** The version of a patch's package installed in `directory`'s node_modules. */
export const installedVersion = (patch, directory = ".") =>
  JSON.parse(readFileSync(manifestOf(patch, directory), "utf8")).version

/**
 * Whether a patch is applied in `directory`'s node_modules, or has nothing to apply to (its
 * package is not installed there).
 */
export const isApplied = (patch, directory = ".") => {
  if (!existsSync(manifestOf(patch, directory))) return true
  const file = path.join(directory, "node_modules", patch.applied.file)
  return existsSync(file) && readFileSync(file, "utf8").includes(patch.applied.contains)
}

/** The one line a speed-up that is not applied is left out with: which, on what, and what it means. */
export const speedUpMissing = (patch, directory = ".") =>
  `The speed-up "${patch.name}" (${patchFile(patch)}) does not apply to ` +
  `${packageOf(patch)} ${installedVersion(patch, directory)}: the site builds the same without ` +
  `it, a little slower (docs/patches.md).`

/**
 * The lines the patches not applied in `directory`'s node_modules are named with, at an install
 * or a Gatsby command, which go on. SPEED_UPS=off leaves the speed-ups out on purpose, unnamed.
 */
export const unappliedPatches = (directory = ".") =>
  process.env.SPEED_UPS === "off"
    ? []
    : PATCHES.filter(patch => !isApplied(patch, directory)).map(patch =>
        speedUpMissing(patch, directory),
      )

/**
 * Why a test file is skipped here (the patches it guards that are not applied), or undefined
 * where every one is applied. `testFile` is its path from the project's folder.
 */
export const skipReason = (testFile, directory = ".") => {
  const missing = PATCHES.filter(
    patch => patch.tests.includes(testFile) && !isApplied(patch, directory),
  )
  return missing.length === 0
    ? undefined
    : `not applied here: ${missing.map(patch => `speed-up ${patchFile(patch)}`).join(", ")}`
}

/**
 * A line for each patch not applied in `directory`: the tests that guard it, which skip
 * themselves.
 */
export const skippedForPatches = (directory = ".") =>
  PATCHES.filter(patch => !isApplied(patch, directory)).map(
    patch =>
      `Skipped: ${patch.tests.join(", ")}, as the speed-up "${patch.name}" ` +
      `(${patchFile(patch)}) is not applied here.`,
  )
