/**
 * `npm run audit`: npm's audit of the packages a build installs (the production dependencies),
 * failing on each advisory of high or critical severity that is neither fixed nor written down in
 * docs/security.md's "Known and written down", which says why each there cannot reach the site.
 * Where the audit service does not answer (a closed network, an outage), it says so in one line
 * and exits 0: the check is then the GitHub workflow's.
 *
 *   node scripts/audit.mjs [--report <npm audit --json output>] [--written <security doc>]
 *
 * `--report` reads a recorded audit instead of asking the service (the unit test does).
 */
import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { parseArgs } from "node:util"

const FAILING = new Set(["high", "critical"])
/** How long the audit service gets before the check says it did not answer. */
const SERVICE_SECONDS = 120
const WRITTEN_DOWN_HEADING = "## Known and written down"

const { values } = parseArgs({
  options: {
    report: { type: "string" },
    written: { type: "string", default: "docs/security.md" },
  },
})

/** The GHSA ids of the security doc's "Known and written down" section. */
const writtenDown = file => {
  const text = readFileSync(file, "utf8")
  const start = text.indexOf(WRITTEN_DOWN_HEADING)
  if (start === -1) {
    throw new Error(`${file} has no "${WRITTEN_DOWN_HEADING}" section for the audit to read.`)
  }
  const end = text.indexOf("\n## ", start + WRITTEN_DOWN_HEADING.length)
  return new Set(text.slice(start, end === -1 ? undefined : end).match(/GHSA(-[0-9a-z]{4}){3}/g))
}

/** What npm printed: recorded, or asked of the service (an error where it did not finish). */
const auditOutput = () => {
  if (values.report) return { stdout: readFileSync(values.report, "utf8") }
  const { stdout, error } = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
    encoding: "utf8",
    timeout: SERVICE_SECONDS * 1000,
    maxBuffer: 64 * 1024 * 1024,
  })
  return { stdout, error }
}

/** npm's report, or why there is none (the service did not answer). */
const auditReport = () => {
  const { stdout, error } = auditOutput()
  if (error) {
    return {
      silence: error.code === "ETIMEDOUT" ? `no answer in ${SERVICE_SECONDS} s` : error.message,
    }
  }
  try {
    const report = JSON.parse(stdout)
    // npm exits 1 both for advisories found and for a service that failed; only the report tells.
    if (report.vulnerabilities) return { report }
    return { silence: report.message ?? report.error?.summary ?? "no report" }
  } catch {
    return { silence: "npm printed no report" }
  }
}

/** Each advisory of the report once, with the packages it is in. */
const advisoriesOf = report => {
  const byId = new Map()
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via) {
      // A string names another package of the report, through which this one is affected.
      if (typeof via === "string") continue
      const id = via.url?.match(/GHSA(-[0-9a-z]{4}){3}/)?.[0] ?? `npm advisory ${via.source}`
      const advisory = byId.get(id) ?? { id, ...via, nodes: new Set() }
      for (const node of vulnerability.nodes) advisory.nodes.add(node)
      byId.set(id, advisory)
    }
  }
  return [...byId.values()]
}

const { report, silence } = auditReport()
if (!report) {
  console.log(
    `Audit: npm's audit service did not answer (${silence.split("\n")[0]}); nothing was checked here.`,
  )
  process.exit(0)
}

const known = writtenDown(values.written)
const advisories = advisoriesOf(report)
const unsettled = advisories.filter(
  advisory => FAILING.has(advisory.severity) && !known.has(advisory.id),
)
for (const { id, severity, name, title, range, nodes } of unsettled) {
  console.error(
    `${id} (${severity}) in ${name} ${range}, at ${[...nodes].join(", ")}: ${title}. ` +
      `Update it (an override in package.json for a package another pulls in), or write down in ` +
      `${values.written} why it cannot reach the site.`,
  )
}
console.log(
  `Audit: ${advisories.length} advisories in the production dependencies, ${unsettled.length} of ` +
    `high or critical severity neither fixed nor written down (${values.written}).`,
)
process.exit(unsettled.length > 0 ? 1 : 0)
