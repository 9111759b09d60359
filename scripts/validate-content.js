#!/usr/bin/env node
/**
 * `npm run validate`: checks every content file and prints each problem on its own line, then a
 * count. Exits with 1 when there is a problem. Usage: node scripts/validate-content.js [folder]
 */
const path = require("node:path")
const { checkContent, contentDir, formatReport } = require("../content-model")

const folder = process.argv[2] ? path.resolve(process.argv[2]) : contentDir
checkContent(folder).then(report => {
  const output = formatReport(report)
  if (report.problems.length > 0) {
    console.error(output)
    process.exit(1)
  }
  console.log(output)
})
