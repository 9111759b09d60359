/**
 * After every install (`postinstall`): the project's patches to its dependencies
 * (scripts/patches.mjs), the fixes first. A fix that does not apply stops the install with one
 * line naming it and what is at risk; a speed-up that does not apply is named in one line, and the
 * install goes on. SPEED_UPS=off leaves every speed-up out (the site builds the same files without
 * them, more slowly). patch-package's own report is printed only when asked for
 * (PATCHES_VERBOSE=1): whether each patch is applied is read from the files it changes.
 * Usage: node scripts/apply-patches.mjs
 */
import { isApplied, PATCHES, patchFolders, patchPackage, unappliedPatches } from "./patches.mjs"

/** patch-package on each folder in turn: a folder's patch that fails leaves the others to apply. */
const apply = kinds => {
  for (const folder of patchFolders(kinds)) {
    const { stdout, stderr } = patchPackage(folder)
    if (process.env.PATCHES_VERBOSE === "1") process.stdout.write(stdout + stderr)
  }
}

apply(process.env.SPEED_UPS === "off" ? ["fix"] : ["fix", "speed-up"])

const { stop, warn } = unappliedPatches()
for (const line of stop) console.error(line)
if (stop.length > 0) process.exit(1)
for (const line of warn) console.warn(line)

const count = kind => {
  const ofKind = PATCHES.filter(patch => patch.kind === kind)
  return `${ofKind.filter(patch => isApplied(patch)).length} of ${ofKind.length}`
}
console.log(
  `Patches: ${count("fix")} fixes and ` +
    (process.env.SPEED_UPS === "off"
      ? "no speed-ups (SPEED_UPS=off) applied."
      : `${count("speed-up")} speed-ups applied.`),
)
