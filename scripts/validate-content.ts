/**
 * `npm run validate`: checks every content file and prints each problem on its own line, then a
 * count. Exits with 1 when there is a problem. Usage: npm run validate [-- folder]
 */
import path from "node:path"
import { checkContent, contentDir, formatReport } from "../plugins/gatsby-plugin-content-model"

const folder = process.argv[2] ? path.resolve(process.argv[2]) : contentDir
const report = await checkContent(folder)
const output = formatReport(report)
if (report.problems.length > 0) {
  console.error(output)
  process.exit(1)
}
console.log(output)
