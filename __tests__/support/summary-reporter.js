const { writeSync } = require("node:fs")

/**
 * Ends the run with one line a person can read: "unit tests: N passed, N failed". Jest prints its
 * own summary after every reporter, so the line is written as the process exits.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests } = results
    const skipped = numPendingTests ? `, ${numPendingTests} skipped` : ""
    const line = `\nunit tests: ${numPassedTests} passed, ${numFailedTests} failed${skipped}\n`
    process.once("exit", () => writeSync(process.stderr.fd, line))
  }
}

module.exports = SummaryReporter
