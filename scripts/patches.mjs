/**
 * The project's patches to its dependencies (patches/, applied by patch-package after every
 * install: scripts/apply-patches.mjs), in two kinds, each a folder of its own, at most one file
 * a package in each (patch-package applies a file whole or not at all). The published site is the
 * same without any of them:
 *
 * - develop-fixes/: behaviour `npm run develop` relies on. One that no longer applies (a new
 *   release of its package changed the code it changes) is named in one line at the install and
 *   every build, which go on, and `npm run develop` stops with that line until it is made anew.
 * - speed-ups/: time a build saves. The site builds the same files without them; one that no
 *   longer applies is left out with a warning, at the install and at every build.
 *
 * Why each exists, what it gains and the upstream change that would retire it: docs/patches.md.
 * Each says how to tell it is applied (a text it adds to a file of its package) and which tests
 * guard it, which are skipped where it is not applied.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

export const PATCHES = [
  {
    kind: "develop-fix",
    file: "gatsby+5.16.1.patch",
    name: "develop shows a changed content file's entries",
    atRisk:
      "develop can show a page without the entries or photos just saved, until the next change",
    applied: { file: "gatsby/dist/utils/call-deferred-api.js", contains: "nodeMutationsSettled" },
    tests: ["__tests__/develop-queries.test.ts", "__tests__/e2e/develop.spec.ts"],
  },
  {
    kind: "develop-fix",
    file: "gatsby-source-filesystem+5.16.0.patch",
    name: "develop reads a file once it is written whole",
    atRisk: "develop can keep the first piece of a photo or content file being saved or copied in",
    applied: { file: "gatsby-source-filesystem/gatsby-node.js", contains: "awaitWriteFinish" },
    tests: ["__tests__/file-watch.test.ts", "__tests__/e2e/develop.spec.ts"],
  },
  {
    kind: "speed-up",
    file: "gatsby+5.16.1.patch",
    name: "queries found once per file",
    applied: { file: "gatsby/dist/query/file-parser.js", contains: "query-extraction.json" },
    tests: ["__tests__/query-extraction.test.ts"],
  },
  {
    kind: "speed-up",
    file: "@parcel+core+2.8.3.patch",
    name: "Gatsby's files compiled without looking through node_modules",
    applied: { file: "@parcel/core/lib/RequestTracker.js", contains: "let installed = " },
    tests: ["__tests__/gatsby-files.test.ts"],
  },
]

const FOLDERS = { "develop-fix": "develop-fixes", "speed-up": "speed-ups" }
const KIND_NAMES = { "develop-fix": "develop fix", "speed-up": "speed-up" }

/** A patch's file, from the project's folder: patches/develop-fixes/gatsby+5.16.1.patch. */
export const patchFile = patch => path.join("patches", FOLDERS[patch.kind], patch.file)

/** The folder patch-package applies the patches of one kind from. */
export const patchFolder = kind => path.join("patches", FOLDERS[kind])

/**
 * The package a patch is for, from its file's name: gatsby-source-filesystem+5.16.0.patch,
 * @parcel+core+2.8.3.patch.
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
  `The ${KIND_NAMES[patch.kind]} "${patch.name}" (${patchFile(patch)}) does not apply to ` +
  `${packageOf(patch)} ${installedVersion(patch, directory)}`

/** The one line a develop fix that is not applied is named with, and `npm run develop` stops with. */
export const developFixMissing = (patch, directory = ".") =>
  `${doesNotApply(patch, directory)}: builds and deploys go on, the site the same, but ` +
  `\`npm run develop\` stops until the fix is made anew, as without it ${patch.atRisk}. See ` +
  `"When an update changes a patched package" in docs/deploy.md.`

/** The one line a speed-up that is not applied is left out with. */
export const speedUpMissing = (patch, directory = ".") =>
  `${doesNotApply(patch, directory)}: the site builds the same without it, a little slower ` +
  `(docs/patches.md).`

/**
 * What the patches not applied in `directory`'s node_modules mean for a command (`install`, or
 * Gatsby's `build`, `develop`, `serve`...): the lines it stops with, and the lines it names and
 * goes on. SPEED_UPS=off leaves the speed-ups out on purpose, unnamed.
 */
export const unappliedPatches = (command, directory = ".") => {
  const stop = []
  const warn = []
  for (const patch of PATCHES.filter(each => !isApplied(each, directory))) {
    if (patch.kind === "develop-fix") {
      ;(command === "develop" ? stop : warn).push(developFixMissing(patch, directory))
    }
    if (patch.kind === "speed-up" && process.env.SPEED_UPS !== "off") {
      warn.push(speedUpMissing(patch, directory))
    }
  }
  return { stop, warn }
}

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
    : `not applied here: ${missing.map(patch => `${KIND_NAMES[patch.kind]} ${patchFile(patch)}`).join(", ")}`
}

/**
 * A line for each patch not applied in `directory`: the tests that guard it, which skip
 * themselves.
 */
export const skippedForPatches = (directory = ".") =>
  PATCHES.filter(patch => !isApplied(patch, directory)).map(
    patch =>
      `Skipped: ${patch.tests.join(", ")}, as the ${KIND_NAMES[patch.kind]} "${patch.name}" ` +
      `(${patchFile(patch)}) is not applied here.`,
  )
