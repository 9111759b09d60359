/** Ends the run with one line a person can read: "unit tests: N passed, N failed". */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests } = results
    const skipped = numPendingTests ? `, ${numPendingTests} skipped` : ""
    process.stderr.write(
      `\nunit tests: ${numPassedTests} passed, ${numFailedTests} failed${skipped}\n`,
    )
  }
}

module.exports = SummaryReporter
