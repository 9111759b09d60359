/**
 * @jest-environment node
 *
 * `npm run audit` (scripts/audit.mjs) on audit reports in npm's own format, as a person runs it.
 * `service-refused.json` is what `npm audit --json` printed on a machine whose registry does not
 * offer the audit service. `path-to-regexp.json` is a report in npm's format (auditReportVersion 2)
 * for the lockfile before its overrides, made from the advisories' texts: GHSA-37ch-88jc-xwx2 in
 * path-to-regexp 0.1.12 (high), with braces (high, written down) and decode-uri-component (moderate).
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const root = path.resolve(__dirname, "..")
const report = (name: string) => path.join(__dirname, "support", "npm-audit", name)

const audit = (...args: string[]) => {
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    [path.join(root, "scripts", "audit.mjs"), ...args],
    { cwd: root, encoding: "utf8" },
  )
  return { status, stdout, stderr }
}

/** The project's security doc with one more row at the end of its "Known and written down" table. */
const withRowWrittenDown = (row: string) => {
  const doc = readFileSync(path.join(root, "docs", "security.md"), "utf8")
  const section = doc.indexOf("## Known and written down")
  expect(section).toBeGreaterThan(-1)
  const next = doc.indexOf("\n## ", section + 1)
  const sectionEnd = next === -1 ? doc.length : next
  const lastRow = doc.lastIndexOf("\n| ", sectionEnd)
  const rowEnd = doc.indexOf("\n", lastRow + 1)
  const folder = mkdtempSync(path.join(tmpdir(), "security-"))
  const file = path.join(folder, "security.md")
  writeFileSync(file, `${doc.slice(0, rowEnd)}\n${row}${doc.slice(rowEnd)}`)
  return { file, folder }
}

it("fails on a high advisory neither fixed nor written down, naming it and what to do", () => {
  // The security doc names GHSA-37ch-88jc-xwx2 among the fixed ones: only "Known and written
  // down" settles an advisory the audit still finds.
  const { status, stdout, stderr } = audit("--report", report("path-to-regexp.json"))
  expect(status).toBe(1)
  expect(stderr.trim().split("\n")).toEqual([
    "GHSA-37ch-88jc-xwx2 (high) in path-to-regexp <0.1.13, at node_modules/path-to-regexp: " +
      "path-to-regexp vulnerable to Regular Expression Denial of Service via multiple route " +
      "parameters. Update it (an override in package.json for a package another pulls in), or " +
      "write down in docs/security.md why it cannot reach the site.",
  ])
  expect(stdout).toContain(
    "Audit: 3 advisories in the production dependencies, 1 of high or critical severity neither fixed nor written down",
  )
})

it("passes once the advisory is written down", () => {
  const { file, folder } = withRowWrittenDown(
    "| GHSA-37ch-88jc-xwx2 (high) | path-to-regexp 0.1.12 | Gatsby's servers | ... | ... | ... |",
  )
  try {
    const { status, stdout, stderr } = audit(
      "--report",
      report("path-to-regexp.json"),
      "--written",
      file,
    )
    expect({ status, stderr }).toEqual({ status: 0, stderr: "" })
    expect(stdout).toContain("0 of high or critical severity neither fixed nor written down")
  } finally {
    rmSync(folder, { recursive: true })
  }
})

it("says in one line that the service did not answer, and does not fail", () => {
  const { status, stdout, stderr } = audit("--report", report("service-refused.json"))
  expect({ status, stderr }).toEqual({ status: 0, stderr: "" })
  expect(stdout).toBe(
    "Audit: npm's audit service did not answer (405 Method Not Allowed - POST " +
      "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk); nothing was checked here.\n",
  )
})
