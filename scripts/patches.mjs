/**
 * The project's patches to its dependencies (patches/, applied by patch-package after every
 * install: scripts/apply-patches.mjs), in two kinds:
 *
 * - fixes/: a package's bug that the published site would show, at most one file a package
 *   (patch-package applies a file whole or not at all). One that no longer applies (a new release
 *   of its package changed the code it changes) stops the install and every Gatsby command,
 *   saying what is at risk.
 * - speed-ups/<change>/: time a build saves, one folder a change, so that each applies or not on
 *   its own: patch-package applies a folder's files of one package as a numbered sequence, each on
 *   top of the last, and stops the sequence at the first that fails. The site builds the same files
 *   without them; one that no longer applies is left out with a one-line warning, at the install
 *   and at every build. SPEED_UPS=off leaves them out on purpose.
 *
 * A speed-up of a package with a fix is written against its fixed files, and the speed-ups of one
 * package against its files with none of the others: each applies alone and with any of them, as
 * their hunks change lines no other one changes or reads as context (diffs with two lines of
 * context; patch-package finds a hunk up to 20 lines from where it was written).
 *
 * Why each exists, what it gains and the upstream change that would retire it: docs/patches.md.
 * Each says how to tell it is applied (a text it adds to a file of its package) and which tests
 * guard it, which are skipped where a speed-up is not applied.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

export const PATCHES = [
  {
    kind: "fix",
    folder: "fixes",
    file: "gatsby-plugin-sharp+5.16.0.patch",
    name: "photos stored sideways are measured upright",
    atRisk:
      "a phone photo stored sideways gets a sideways frame on the page, and its files are cut to it",
    applied: { file: "gatsby-plugin-sharp/index.js", contains: "const upright = " },
    tests: ["__tests__/image-size.test.ts"],
  },
  {
    kind: "speed-up",
    folder: "speed-ups/shared-resize",
    file: "gatsby-plugin-sharp+5.16.0.patch",
    name: "a photo's formats made from one resize a size",
    applied: { file: "gatsby-plugin-sharp/process-file.js", contains: "const resizedOnce = " },
    tests: ["__tests__/image-files.test.ts", "__tests__/image-jobs.test.ts"],
  },
  {
    kind: "speed-up",
    folder: "speed-ups/two-jobs-a-core",
    file: "gatsby-plugin-sharp+5.16.0.patch",
    name: "two image jobs a core",
    applied: { file: "gatsby-plugin-sharp/gatsby-worker.js", contains: "2 * cpuCoreCount()" },
    tests: ["__tests__/image-jobs.test.ts"],
  },
  {
    kind: "speed-up",
    folder: "speed-ups/jobs-by-digest",
    file: "gatsby-plugin-sharp+5.16.0.patch",
    name: "image jobs name their photo by its digest",
    applied: {
      file: "gatsby-plugin-sharp/index.js",
      contains: "contentDigest: file.internal.contentDigest",
    },
    tests: ["__tests__/image-jobs.test.ts"],
  },
  {
    kind: "speed-up",
    folder: "speed-ups/queries-found-once",
    file: "gatsby+5.16.1.patch",
    name: "queries found once per file",
    applied: { file: "gatsby/dist/query/file-parser.js", contains: "query-extraction.json" },
    tests: ["__tests__/query-extraction.test.ts"],
  },
  {
    kind: "speed-up",
    folder: "speed-ups/parcel-skips-node-modules",
    file: "@parcel+core+2.8.3.patch",
    name: "Gatsby's files compiled without looking through node_modules",
    applied: { file: "@parcel/core/lib/RequestTracker.js", contains: "let installed = " },
    tests: ["__tests__/gatsby-files.test.ts"],
  },
]

/** The folder patch-package applies a patch from: patches/speed-ups/shared-resize. */
export const patchFolder = patch => path.join("patches", patch.folder)

/** A patch's file, from the project's folder: patches/speed-ups/queries-found-once/gatsby+5.16.1.patch. */
export const patchFile = patch => path.join(patchFolder(patch), patch.file)

/** patch-package on one folder of patches (`options`: "--reverse" takes them out): its output and status. */
export const patchPackage = (folder, ...options) =>
  spawnSync(path.resolve("node_modules/.bin/patch-package"), [...options, "--patch-dir", folder], {
    encoding: "utf8",
  })

/** The folders patch-package applies, in order: the fixes, then each speed-up's. */
export const patchFolders = kinds => [
  ...new Set(PATCHES.filter(patch => kinds.includes(patch.kind)).map(patchFolder)),
]

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

/** How each line about a patch that is not applied begins: which patch, and on what. */
const doesNotApply = (patch, directory) =>
  `The ${patch.kind} "${patch.name}" (${patchFile(patch)}) does not apply to ` +
  `${packageOf(patch)} ${installedVersion(patch, directory)}`

/** The one line a fix that is not applied stops the install or the command with. */
export const fixMissing = (patch, directory = ".") =>
  `${doesNotApply(patch, directory)}: without it, ${patch.atRisk}. See "When an update changes ` +
  `a patched package" in docs/deploy.md.`

/** The one line a speed-up that is not applied is left out with: which, on what, and what it means. */
export const speedUpMissing = (patch, directory = ".") =>
  `${doesNotApply(patch, directory)}: the site builds the same without it, a little slower ` +
  `(docs/patches.md).`

/**
 * What the patches not applied in `directory`'s node_modules mean for an install or a Gatsby
 * command: the lines it stops with (a fix), and the lines it names and goes on with (a speed-up).
 * SPEED_UPS=off leaves the speed-ups out on purpose, unnamed.
 */
export const unappliedPatches = (directory = ".") => {
  const missing = PATCHES.filter(patch => !isApplied(patch, directory))
  return {
    stop: missing.filter(patch => patch.kind === "fix").map(patch => fixMissing(patch, directory)),
    warn:
      process.env.SPEED_UPS === "off"
        ? []
        : missing
            .filter(patch => patch.kind === "speed-up")
            .map(patch => speedUpMissing(patch, directory)),
  }
}

/**
 * Why a test file, or the tests in it of one speed-up (`change`, its folder's name:
 * "shared-resize"), are skipped here: the speed-ups they guard that are not applied. Undefined
 * where every one is applied. `testFile` is its path from the project's folder.
 */
export const skipReason = (testFile, change, directory = ".") => {
  const missing = PATCHES.filter(
    patch =>
      patch.kind === "speed-up" &&
      patch.tests.includes(testFile) &&
      (change === undefined || patch.folder === `speed-ups/${change}`) &&
      !isApplied(patch, directory),
  )
  return missing.length === 0
    ? undefined
    : `not applied here: ${missing.map(patch => `speed-up ${patchFile(patch)}`).join(", ")}`
}

/**
 * A line for each speed-up not applied in `directory`: the tests that guard it, which skip
 * themselves (a fix not applied stops the install before any test).
 */
export const skippedForPatches = (directory = ".") =>
  PATCHES.filter(patch => patch.kind === "speed-up" && !isApplied(patch, directory)).map(
    patch =>
      `Skipped: ${patch.tests.join(", ")}, as the speed-up "${patch.name}" ` +
      `(${patchFile(patch)}) is not applied here.`,
  )
