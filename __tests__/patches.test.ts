/**
 * @jest-environment node
 *
 * The patches to dependencies (scripts/patches.mjs): every file in patches/ is listed with its
 * kind and the tests that guard it, each is told applied by a text it adds, what a patch that no
 * longer applies does to each command, and Renovate labels the pull requests of every patched
 * package.
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
  developFixMissing,
  packageOf,
  PATCHES,
  patchFile,
  patchFolder,
  unappliedPatches,
} from "../scripts/patches.mjs"
import renovate from "../renovate.json"

const KINDS = ["develop-fix", "speed-up"] as const
const filesIn = (kind: (typeof KINDS)[number]) =>
  readdirSync(patchFolder(kind)).filter(name => name.endsWith(".patch"))

it("lists every patch file under its kind, and nothing else", () => {
  for (const kind of KINDS) {
    expect(filesIn(kind).sort()).toEqual(
      PATCHES.filter(patch => patch.kind === kind)
        .map(patch => patch.file)
        .sort(),
    )
  }
  expect(readdirSync("patches").sort()).toEqual(KINDS.map(kind => path.basename(patchFolder(kind))))
})

it("tells each patch applied by a text its patch adds, not one the package had", () => {
  for (const patch of PATCHES) {
    const added = readFileSync(patchFile(patch), "utf8")
      .split("\n")
      .filter(line => line.startsWith("+") && line.includes(patch.applied.contains))
    expect({ patch: patch.file, kind: patch.kind, added: added.length > 0 }).toEqual({
      patch: patch.file,
      kind: patch.kind,
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
  const withRelease = (kind: string, file: string) => {
    const patch = PATCHES.find(each => each.kind === kind && each.file === file)!
    const directory = mkdtempSync(path.join(tmpdir(), "patches-"))
    const installed = path.join(directory, "node_modules", packageOf(patch))
    mkdirSync(path.dirname(path.join(directory, "node_modules", patch.applied.file)), {
      recursive: true,
    })
    writeFileSync(path.join(installed, "package.json"), JSON.stringify({ version: "5.99.0" }))
    writeFileSync(path.join(directory, "node_modules", patch.applied.file), "// unpatched\n")
    return { patch, directory }
  }

  it("a develop fix: named at the install and the build, which go on; develop stops", () => {
    const { patch, directory } = withRelease("develop-fix", "gatsby-source-filesystem+5.16.0.patch")
    try {
      const line = developFixMissing(patch, directory)
      expect(line).toBe(
        'The develop fix "develop reads a file once it is written whole" ' +
          "(patches/develop-fixes/gatsby-source-filesystem+5.16.0.patch) does not apply to " +
          "gatsby-source-filesystem 5.99.0: builds and deploys go on, the site the same, but " +
          "`npm run develop` stops until the fix is made anew, as without it develop can keep the " +
          "first piece of a photo or content file being saved or copied in. See " +
          '"When an update changes a patched package" in docs/deploy.md.',
      )
      for (const command of ["install", "build", "serve"]) {
        expect({ command, ...unappliedPatches(command, directory) }).toEqual({
          command,
          stop: [],
          warn: [line],
        })
      }
      expect(unappliedPatches("develop", directory)).toEqual({ stop: [line], warn: [] })
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
