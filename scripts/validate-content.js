#!/usr/bin/env node
/**
 * `npm run validate`: checks every content file and prints each problem on its own line, then a
 * count. Exits with 1 when there is a problem. Usage: node scripts/validate-content.js [folder]
 */
const path = require("node:path")
const { checkContent, formatReport } = require("../content-model")

const contentDir = path.resolve(process.argv[2] ?? process.env.CONTENT_DIR ?? "content")
checkContent(contentDir).then(report => {
  const output = formatReport(report)
  if (report.problems.length > 0) {
    console.error(output)
    process.exit(1)
  }
  console.log(output)
})
