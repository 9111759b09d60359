/**
 * After every install (`postinstall`): the project's patches to its dependencies
 * (scripts/patches.mjs). One that does not apply is named in one line, with what it means, and
 * the install goes on. SPEED_UPS=off leaves every speed-up out (the site builds the same files
 * without them, more slowly). patch-package's own report is printed only when asked for
 * (PATCHES_VERBOSE=1): whether each patch is applied is read from the files it changes.
 * Usage: node scripts/apply-patches.mjs
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { isApplied, PATCH_FOLDER, PATCHES, unappliedPatches } from "./patches.mjs"

if (process.env.SPEED_UPS !== "off") {
  const { stdout, stderr } = spawnSync(
    path.resolve("node_modules/.bin/patch-package"),
    ["--patch-dir", PATCH_FOLDER],
    { encoding: "utf8" },
  )
  if (process.env.PATCHES_VERBOSE === "1") process.stdout.write(stdout + stderr)
}

for (const line of unappliedPatches()) console.warn(line)

console.log(
  process.env.SPEED_UPS === "off"
    ? "Patches: no speed-ups (SPEED_UPS=off) applied."
    : `Patches: ${PATCHES.filter(patch => isApplied(patch)).length} of ${PATCHES.length} speed-ups applied.`,
)
