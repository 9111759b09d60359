/**
 * @jest-environment node
 *
 * The patches to dependencies (scripts/patches.mjs): every file in patches/ is listed with its
 * kind, the fixes are applied in this install, and Renovate labels the pull requests of every
 * patched package.
 */
import { readdirSync, readFileSync } from "node:fs"
import { isApplied, packageOf, PATCHES, patchFile, patchFolder } from "../scripts/patches.mjs"
import renovate from "../renovate.json"

const filesIn = (kind: "fix" | "speed-up") =>
  readdirSync(patchFolder(kind)).filter(name => name.endsWith(".patch"))

it("lists every patch file under its kind, and nothing else", () => {
  for (const kind of ["fix", "speed-up"] as const) {
    expect(filesIn(kind).sort()).toEqual(
      PATCHES.filter(patch => patch.kind === kind)
        .map(patch => patch.file)
        .sort(),
    )
  }
  expect(readdirSync("patches").filter(name => name.endsWith(".patch"))).toEqual([])
})

it("has every fix applied in this install, each told by a text its patch adds", () => {
  for (const patch of PATCHES) {
    // The text that tells it is applied is one the patch adds, not one the package had.
    const added = readFileSync(patchFile(patch), "utf8")
      .split("\n")
      .filter(line => line.startsWith("+") && line.includes(patch.applied.contains))
    expect({ patch: patch.file, kind: patch.kind, added: added.length > 0 }).toEqual({
      patch: patch.file,
      kind: patch.kind,
      added: true,
    })
  }
  for (const patch of PATCHES.filter(each => each.kind === "fix")) {
    expect({ fix: patch.name, applied: isApplied(patch) }).toEqual({
      fix: patch.name,
      applied: true,
    })
  }
})

it("has Renovate label the pull requests of exactly the patched packages", () => {
  const rule = renovate.packageRules.find(each => "addLabels" in each && each.addLabels)
  const patched = new Set(PATCHES.map(packageOf))
  expect(rule?.addLabels).toEqual(["patched package"])
  expect(new Set(rule?.matchPackageNames)).toEqual(patched)
})
