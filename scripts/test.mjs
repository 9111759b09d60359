/**
 * `npm test`: every check this project has, in order, ending with one line a person can read.
 * The production build comes first: the typecheck needs the query types it generates and the
 * browser suite drives the built site. A failed build skips the browser suite; every other step
 * runs whatever happened before it, so one run shows every problem.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"

const results = "test-results"
rmSync(`${results}/unit.json`, { force: true })
rmSync(`${results}/browser.json`, { force: true })
mkdirSync(results, { recursive: true })

const run = (name, command, args) => {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`)
  const { status } = spawnSync(command, args, {
    stdio: "inherit",
    shell: process.platform === "win32",
  })
  return status === 0
}

const readJson = file => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined)

const steps = []
steps.push(["content check", run("content check", "node", ["scripts/validate-content.js"])])
const built = run("build", "npx", ["gatsby", "build"])
steps.push(["build", built])
// Copies of the project, each built for its own tests (see each script).
for (const [name, script] of [
  ["build with a 60-photo gallery", "scripts/build-gallery-site.mjs"],
  ["build as Netlify builds", "scripts/build-netlify-site.mjs"],
  ["build of the next deploy", "scripts/build-next-deploy.mjs"],
]) {
  steps.push([name, run(name, "node", [script])])
}
steps.push(["typecheck", run("typecheck", "npx", ["tsc", "--noEmit"])])
steps.push(["lint", run("lint", "npm", ["run", "--silent", "lint"])])
steps.push([
  "unit tests",
  run("unit tests", "npx", ["jest", "--json", `--outputFile=${results}/unit.json`]),
])
steps.push(
  built
    ? ["browser tests", run("browser tests", "npx", ["playwright", "test"])]
    : ["browser tests (not run: the build failed)", false],
)

const unit = readJson(`${results}/unit.json`)
const browser = readJson(`${results}/browser.json`)
const passed = (unit?.numPassedTests ?? 0) + (browser?.stats?.expected ?? 0)
const failed =
  (unit?.numFailedTests ?? 0) + (browser?.stats?.unexpected ?? 0) + (browser?.stats?.flaky ?? 0)
const skipped = (unit?.numPendingTests ?? 0) + (browser?.stats?.skipped ?? 0)
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name)

console.log("")
for (const [name, ok] of steps) console.log(`${ok ? "✓" : "✗"} ${name}`)
if (failedSteps.length > 0) console.log(`Failed: ${failedSteps.join(", ")}`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedSteps.length > 0 ? 1 : 0)
