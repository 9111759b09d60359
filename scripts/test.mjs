/**
 * `npm test`: every check this project has, ending with one line a person can read.
 * The content check comes first. Then each step starts as soon as what it needs is there, so that
 * neither core waits while work is left: a Gatsby build keeps about one core busy on average (its
 * bootstrap and HTML rendering run on one). The unit tests run beside the production build; once
 * it is done, the two copies of the project built for the browser suite and the build tests that
 * build copies of their own start; the typecheck (which reads the query types the build wrote) and
 * lint follow the unit tests. The other build tests and the browser suite read what the builds
 * wrote: they start once the production build and the two copies are done, one after the other,
 * beside whatever is left of the build tests with builds of their own (the browser suite measures
 * time in the pages, not on the clock, so a busy machine slows it but does not fail it). A failed
 * production build skips those two; every other step runs whatever happened before it, so one run
 * shows every problem.
 * Steps that run beside others write their output to test-results/logs/<step>.log, printed when
 * the step ends, or after the browser suite's own output if it ends during it. `--quick` runs only
 * what needs no build: the content check, the unit tests, the typecheck and lint.
 *
 * Why a script of our own: runners of npm scripts (npm-run-all2, concurrently, wireit) start
 * steps in order or side by side, and wireit by what each needs, but none reads Jest's and
 * Playwright's reports to end with the one line of every test's result and each engine's, or holds
 * a quiet step's output back while the browser suite prints; those are most of this file, and the
 * order of the steps is a few awaits.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { requireSupportedNode } from "./node-version.mjs"
import { skippedForPatches } from "./patches.mjs"
import { gatsbyCommand } from "../__tests__/sites/site-copy.mjs"

requireSupportedNode()

/** `--quick` (`npm run test:quick`): what needs no build, for a change to a component. */
const quick = process.argv.includes("--quick")
const results = "test-results"
const logs = `${results}/logs`
const reports = ["unit", "build", "own-builds", "browser"].map(name => `${results}/${name}.json`)
for (const report of reports) rmSync(report, { force: true })
rmSync(logs, { recursive: true, force: true })
mkdirSync(logs, { recursive: true })

/** Each step's name, whether it passed, and its seconds, in the order they ended. */
const steps = []

/**
 * Runs one step. Alone, it prints as it goes; beside others (`quiet`), its output is kept and
 * printed in one piece once it ends and `printAfter` (the end of a step that prints as it goes)
 * has come.
 */
const run = (name, command, args, { quiet = false, printAfter } = {}) =>
  new Promise(resolve => {
    const start = performance.now()
    const header = `\n▶ ${name}: ${command} ${args.join(" ")}`
    if (!quiet) console.log(header)
    const child = spawn(command, args, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      shell: process.platform === "win32",
    })
    const output = []
    child.stdout?.on("data", chunk => output.push(chunk))
    child.stderr?.on("data", chunk => output.push(chunk))
    child.on("close", async status => {
      const seconds = (performance.now() - start) / 1000
      steps.push({ name, ok: status === 0, seconds })
      if (quiet) {
        const text = Buffer.concat(output).toString("utf8")
        const log = `${logs}/${name.replaceAll(/\W+/g, "-")}.log`
        writeFileSync(log, text)
        await printAfter
        console.log(`${header}\n${text.trimEnd()}\n◀ ${name}: ${seconds.toFixed(0)} s (${log})`)
      }
      resolve(status === 0)
    })
  })

/** Runs a step quietly, beside others. */
const quietly = ([name, command, args], options = {}) =>
  run(name, command, args, { quiet: true, ...options })

/** Runs steps side by side, each quiet; resolves once all have ended. */
const beside = (...runs) => Promise.all(runs.map(step => quietly(step)))

/**
 * A run of one of Jest's two projects (jest.config.js) named `name`, on `workers` processes, with
 * its results in test-results/<report>.json; `only` and `except` choose test files by pattern.
 */
const jest = (name, project, workers, { report = project, only = [], except = [] } = {}) => [
  name,
  "npx",
  [
    "jest",
    "--selectProjects",
    project,
    `--maxWorkers=${workers}`,
    ...(only.length > 0 ? ["--testPathPatterns", ...only] : []),
    ...(except.length > 0 ? ["--testPathIgnorePatterns", ...except] : []),
    "--json",
    `--outputFile=${results}/${report}.json`,
  ],
]
const unitTests = jest("unit tests", "unit", 1)
/**
 * The build tests that build copies of the project of their own need no other build: they run
 * beside the copies built for the browser suite, one file after the other. The others read the
 * builds, after them.
 */
const ownBuilds = [
  "/incremental\\.test\\.ts$",
  "/content-check\\.test\\.ts$",
  "/cloudflare-builds\\.test\\.ts$",
  "/gatsby-command\\.test\\.ts$",
]

const typecheck = ["typecheck", "npx", ["tsc", "--noEmit"]]
const lint = ["lint", "npm", ["run", "--silent", "lint"]]

const started = performance.now()
await run("content check", "npm", ["run", "--silent", "validate"])
if (quick) {
  // The typecheck needs the query types a build or `npm run develop` writes.
  if (existsSync("types/gatsby-types.d.ts")) await beside(unitTests, typecheck, lint)
  else {
    await beside(unitTests, lint)
    steps.push({ name: "typecheck (not run: run `npm run build` once first)", ok: false })
  }
  report()
}
const unitTested = quietly(unitTests)
const built = await quietly(["build", ...gatsbyCommand("build")])
/** Resolved once the browser suite, which prints as it goes, has ended (or was not run). */
const browserSuite = Promise.withResolvers()
const ownBuilt = quietly(
  jest("build tests with builds of their own", "build", 1, {
    report: "own-builds",
    only: ownBuilds,
  }),
  { printAfter: browserSuite.promise },
)
// Copies of the project, each built for its own tests (see each script).
const copiesBuilt = beside(
  ["build with a 60-photo gallery", "node", ["__tests__/sites/build-gallery-site.mjs"]],
  ["build through Netlify's runner", "node", ["__tests__/sites/build-netlify-site.mjs"]],
)
await unitTested
await beside(typecheck, lint)
await copiesBuilt
if (built) {
  await run(...jest("build tests", "build", 2, { except: ownBuilds }))
  await run("browser tests", "npx", ["playwright", "test"])
} else {
  steps.push({ name: "build tests and browser tests (not run: the build failed)", ok: false })
}
browserSuite.resolve()
await ownBuilt

report()

/** Prints each step and the one summary line, and ends the run. */
function report() {
  const readJson = file => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined)
  const [unit, build, ownBuilt, browser] = reports.map(readJson)
  const sum = key =>
    [unit, build, ownBuilt].reduce((total, report) => total + (report?.[key] ?? 0), 0)
  const passed = sum("numPassedTests") + (browser?.stats?.expected ?? 0)
  // A test file that stops before its tests (a missing build, say) counts as one failure.
  const failed =
    sum("numFailedTests") +
    sum("numRuntimeErrorTestSuites") +
    (browser?.stats?.unexpected ?? 0) +
    (browser?.stats?.flaky ?? 0)
  const skipped = sum("numPendingTests") + (browser?.stats?.skipped ?? 0)
  const engines = browser ? browserResultsByEngine(browser) : []
  for (const { engine, passed: ran } of engines) {
    if (ran === undefined) {
      steps.push({
        name: `browser tests in ${engine} (not run: no ${engine} on this machine, see the browser suite's first lines)`,
        ok: false,
      })
    }
  }
  const failedSteps = steps.filter(step => !step.ok).map(step => step.name)

  console.log("")
  for (const { engine, passed, failed, skipped, seconds } of engines) {
    if (passed === undefined) continue
    console.log(
      `browser tests in ${engine}: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds.toFixed(0)} s of tests)`,
    )
  }
  for (const { name, ok, seconds } of steps) {
    console.log(
      `${ok ? "✓" : "✗"} ${name}${seconds === undefined ? "" : ` (${seconds.toFixed(0)} s)`}`,
    )
  }
  console.log(`all steps: ${((performance.now() - started) / 1000).toFixed(0)} s`)
  for (const line of skippedForPatches()) console.log(line)
  if (failedSteps.length > 0) console.log(`Failed: ${failedSteps.join(", ")}`)
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  process.exit(failedSteps.length > 0 ? 1 : 0)
}

/**
 * The browser suite's results per engine, from Playwright's JSON report: a project's engine is
 * its `metadata.engine` (playwright.config.ts), Chromium when it names none. An engine with no
 * test in the report was not run (the config leaves out an engine the machine does not have).
 * The seconds add up its tests' own durations, which run two at a time.
 */
function browserResultsByEngine(report) {
  const engineOf = Object.fromEntries(
    report.config.projects.map(project => [project.name, project.metadata?.engine ?? "chromium"]),
  )
  const engines = Object.fromEntries(
    ["chromium", "firefox", "webkit"].map(engine => [
      engine,
      { engine, passed: 0, failed: 0, skipped: 0, seconds: 0, tests: 0 },
    ]),
  )
  const visit = suite => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const counts = engines[engineOf[test.projectName]]
        counts.tests += 1
        if (test.status === "skipped") counts.skipped += 1
        else if (test.status === "expected") counts.passed += 1
        else counts.failed += 1
        for (const result of test.results) counts.seconds += result.duration / 1000
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites) visit(suite)
  return Object.values(engines).map(counts =>
    counts.tests === 0 ? { engine: counts.engine } : counts,
  )
}
