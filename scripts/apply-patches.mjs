/**
 * After every install (`postinstall`): the project's patches to its dependencies
 * (scripts/patches.mjs), the fixes first. A fix that does not apply stops the install with one
 * line naming it and what is at risk; a speed-up that does not apply is left out with one line,
 * and the install goes on. SPEED_UPS=off leaves every speed-up out (the site builds the same
 * files without them, more slowly). patch-package's own report is printed only when asked for
 * (PATCHES_VERBOSE=1): whether each patch is applied is read from the files it changes.
 * Usage: node scripts/apply-patches.mjs
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { fixMissing, isApplied, PATCHES, patchFolder, speedUpMissing } from "./patches.mjs"

const apply = kind => {
  const { stdout, stderr } = spawnSync(
    path.resolve("node_modules/.bin/patch-package"),
    ["--patch-dir", patchFolder(kind)],
    { encoding: "utf8" },
  )
  if (process.env.PATCHES_VERBOSE === "1") process.stdout.write(stdout + stderr)
}

apply("fix")
const fixes = PATCHES.filter(patch => patch.kind === "fix")
const missingFixes = fixes.filter(patch => !isApplied(patch))
for (const patch of missingFixes) console.error(fixMissing(patch))
if (missingFixes.length > 0) process.exit(1)

const speedUps = PATCHES.filter(patch => patch.kind === "speed-up")
if (process.env.SPEED_UPS === "off") {
  console.log(`Patches: ${fixes.length} fixes applied; speed-ups left out (SPEED_UPS=off).`)
} else {
  apply("speed-up")
  const missing = speedUps.filter(patch => !isApplied(patch))
  for (const patch of missing) console.warn(speedUpMissing(patch))
  console.log(
    `Patches: ${fixes.length} fixes and ${speedUps.length - missing.length} of ${speedUps.length} speed-ups applied.`,
  )
}
