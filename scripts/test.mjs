/**
 * `npm test`: every check this project has, in order, ending with one line a person can read.
 * The content check and the unit tests need no build. Then the builds: the typecheck needs the
 * query types the production build generates, and the build tests and the browser suite read
 * what the builds wrote. A failed build skips those two; every other step runs whatever happened
 * before it, so one run shows every problem.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"

const results = "test-results"
const reports = ["unit", "build", "browser"].map(name => `${results}/${name}.json`)
for (const report of reports) rmSync(report, { force: true })
mkdirSync(results, { recursive: true })

/** How long each step took, by name, printed with the summary. */
const seconds = new Map()

const run = (name, command, args) => {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`)
  const start = performance.now()
  const { status } = spawnSync(command, args, {
    stdio: "inherit",
    shell: process.platform === "win32",
  })
  seconds.set(name, (performance.now() - start) / 1000)
  return status === 0
}

const readJson = file => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined)

const steps = []
/** One of Jest's two projects (jest.config.js), with its results in test-results/<project>.json. */
const jest = project => [
  `${project} tests`,
  run(`${project} tests`, "npx", [
    "jest",
    "--selectProjects",
    project,
    "--json",
    `--outputFile=${results}/${project}.json`,
  ]),
]

steps.push(["content check", run("content check", "node", ["scripts/validate-content.js"])])
steps.push(jest("unit"))
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
if (built) {
  steps.push(jest("build"))
  steps.push(["browser tests", run("browser tests", "npx", ["playwright", "test"])])
} else {
  steps.push(["build tests and browser tests (not run: the build failed)", false])
}

const [unit, build, browser] = reports.map(readJson)
const sum = (key, report) => report?.[key] ?? 0
const passed =
  sum("numPassedTests", unit) + sum("numPassedTests", build) + (browser?.stats?.expected ?? 0)
// A test file that stops before its tests (a missing build, say) counts as one failure.
const failed =
  sum("numFailedTests", unit) +
  sum("numFailedTests", build) +
  sum("numRuntimeErrorTestSuites", unit) +
  sum("numRuntimeErrorTestSuites", build) +
  (browser?.stats?.unexpected ?? 0) +
  (browser?.stats?.flaky ?? 0)
const skipped =
  sum("numPendingTests", unit) + sum("numPendingTests", build) + (browser?.stats?.skipped ?? 0)
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name)

console.log("")
for (const [name, ok] of steps) {
  const time = seconds.has(name) ? ` (${seconds.get(name).toFixed(0)} s)` : ""
  console.log(`${ok ? "✓" : "✗"} ${name}${time}`)
}
if (failedSteps.length > 0) console.log(`Failed: ${failedSteps.join(", ")}`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedSteps.length > 0 ? 1 : 0)
