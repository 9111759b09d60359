const { writeSync } = require("node:fs")

/**
 * Ends the run with one line a person can read: "unit tests: N passed, N failed",
 * named after the Jest projects that ran. Jest prints its
 * own summary after every reporter, so the line is written as the process exits.
 */
class SummaryReporter {
  onRunComplete(contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests } = results
    const projects = [...contexts].map(context => context.config.displayName?.name).sort()
    const skipped = numPendingTests ? `, ${numPendingTests} skipped` : ""
    const line = `\n${projects.join(" and ")} tests: ${numPassedTests} passed, ${numFailedTests} failed${skipped}\n`
    process.once("exit", () => writeSync(process.stderr.fd, line))
  }
}

module.exports = SummaryReporter
