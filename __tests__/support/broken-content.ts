import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { checkContent, formatReport } from "../../plugins/gatsby-plugin-content-model"

export const contentDir = path.resolve(__dirname, "../../content")

type Content = Record<string, unknown>

/** A copy of the real content folder, with one file's JSON or text changed. */
export const brokenCopy = (
  file: string,
  change: { json?: (data: never) => void; text?: (text: string) => string },
) => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"))
  cpSync(contentDir, dir, { recursive: true })
  const target = path.join(dir, file)
  const text = readFileSync(target, "utf8")
  if (change.text) writeFileSync(target, change.text(text))
  if (change.json) {
    const data = JSON.parse(text) as Content
    change.json(data as never)
    writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`)
  }
  return dir
}

/**
 * The content check on a content folder, as `npm run validate` runs it: its exit status and what
 * it prints. In this process, to save starting one for each case; `validateScript` runs the
 * script itself.
 */
export const validate = async (dir: string) => {
  const report = await checkContent(dir)
  return { status: report.problems.length > 0 ? 1 : 0, output: formatReport(report) }
}

/** Runs `npm run validate`'s script on a content folder. */
export const validateScript = (dir: string) => {
  const result = spawnSync(
    process.execPath,
    ["--import", "jiti/register", "scripts/validate-content.ts", dir],
    {
      cwd: path.resolve(__dirname, "../.."),
      encoding: "utf8",
    },
  )
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}
