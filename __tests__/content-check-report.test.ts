/**
 * @jest-environment node
 */
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { startGitHub } from "./e2e/support/github"
import { brokenCopy, contentDir } from "./support/broken-content"

/**
 * A change the content check refuses reaches the maintainer who made it: on a pull request, the
 * workflow's script (scripts/report-content-check.ts) puts the check's own words in a comment,
 * which it changes on the next save, here against the stand-in for GitHub's API.
 */
const root = path.resolve(__dirname, "..")
const REPOSITORY = "cornerstone/site"

const runReport = (folder: string, github: { url: string }, work: string) =>
  new Promise<{ status: number | null; summary: string }>(resolve => {
    const summary = path.join(work, `summary-${Date.now()}.md`)
    writeFileSync(summary, "")
    const event = path.join(work, "event.json")
    writeFileSync(event, JSON.stringify({ pull_request: { number: 1 } }))
    const child = spawn(
      process.execPath,
      ["--import", "jiti/register", "scripts/report-content-check.ts", folder],
      {
        cwd: root,
        stdio: "ignore",
        env: {
          ...process.env,
          GITHUB_API_URL: `${github.url}/api/v3`,
          GITHUB_REPOSITORY: REPOSITORY,
          GITHUB_EVENT_PATH: event,
          GITHUB_STEP_SUMMARY: summary,
          GITHUB_TOKEN: "token-for-the-stand-in",
        },
      },
    )
    child.on("close", status => resolve({ status, summary: readFileSync(summary, "utf8") }))
  })

test("a refused change is told on its pull request in the check's words, and the comment follows the next save", async () => {
  const github = await startGitHub(REPOSITORY, new Map())
  const work = mkdtempSync(path.join(tmpdir(), "content-check-report-"))
  const broken = brokenCopy("merch.json", {
    json: (products: Array<{ price: string }>) => {
      products[0].price = "29.99"
    },
  })
  try {
    const refused = await runReport(broken, github, work)
    expect(refused.status).toBe(1)
    const [comment] = github.comments(1)
    expect(comment).toContain("**The content check refused this change**")
    expect(comment).toContain(
      'content/merch.json: product #1 (id 1) price: "29.99" is not right: it must be a dollar sign and an amount with two decimals, like $29.99.',
    )
    expect(refused.summary).toContain("refused this change")

    // Corrected and saved again: the same comment now says so.
    const passed = await runReport(contentDir, github, work)
    expect(passed.status).toBe(0)
    expect(github.comments(1)).toEqual([expect.stringContaining("**The content check passed:**")])
  } finally {
    await github.close()
    rmSync(work, { recursive: true, force: true })
    rmSync(broken, { recursive: true, force: true })
  }
  // Two runs of the script, each a Node process that checks every photo: 3 s on a quiet machine,
  // 9 s once with both cores busy with builds.
}, 60_000)
