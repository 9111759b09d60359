/**
 * The content check on a pull request, told to the person who made it (.github/workflows/
 * content-check.yml runs it on GitHub Actions). The editor on the published site saves every change
 * as a pull request; the host builds its deploy preview, and a change the check refuses stops that
 * build, with the reason only in the host's log. So the check's own words go where the maintainer
 * is sent: a comment on the pull request (GitHub tells its author), kept up to date on later saves,
 * and the check's summary. Exits with 1 when the check refuses the change, which marks the pull
 * request's check as failed.
 * Usage: node --import jiti/register scripts/report-content-check.ts [folder]
 * It reads what GitHub Actions sets: GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_EVENT_PATH (the pull
 * request), GITHUB_STEP_SUMMARY, and GITHUB_TOKEN, which the workflow passes on.
 */
import { appendFileSync, readFileSync } from "node:fs"
import path from "node:path"
import { checkContent, contentDir, type Report } from "../plugins/gatsby-plugin-content-model"

/** Marks the check's comment, so that a later run changes it rather than adding another. */
const MARK = "<!-- content-check -->"

/** A line of the check as Markdown text, read as it is written (a file name's `_` stays a `_`). */
const plain = (line: string) => line.replace(/[\\`*_[\]<>|~]/g, "\\$&")

/** The comment for a check's report: what was refused or warned about, and what to do. */
export const commentFor = ({ problems, warnings }: Report) => {
  const list = (lines: string[]) => lines.map(line => `- ${plain(line)}`).join("\n")
  const parts = [MARK]
  if (problems.length > 0) {
    parts.push(
      "**The content check refused this change**, so the site will not be built with it and it cannot be published yet:",
      list(problems),
      "Open the change in the content editor, correct what each line names (the file, the entry and the field) and save it again: the check runs again on every save. Until then the site stays as it is.",
    )
  } else {
    parts.push("**The content check passed:** this change can be published.")
  }
  if (warnings.length > 0) {
    parts.push("Worth a look, though the site will be built:", list(warnings))
  }
  return parts.join("\n\n")
}

const environment = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: this script runs in GitHub Actions.`)
  return value
}

const github = async (method: string, route: string, body?: unknown) => {
  const response = await fetch(
    `${process.env.GITHUB_API_URL ?? "https://api.github.com"}${route}`,
    {
      method,
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${environment("GITHUB_TOKEN")}`,
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    },
  )
  if (!response.ok) {
    throw new Error(
      `GitHub answered ${method} ${route} with ${response.status}: ${await response.text()}`,
    )
  }
  return response.status === 204 ? undefined : ((await response.json()) as unknown)
}

/**
 * Puts the comment on the pull request, or changes the one an earlier run put there. A change that
 * passes with nothing to say, and has no earlier comment, gets none.
 */
const comment = async (report: Report) => {
  const repository = environment("GITHUB_REPOSITORY")
  const event = JSON.parse(readFileSync(environment("GITHUB_EVENT_PATH"), "utf8")) as {
    pull_request?: { number: number }
  }
  const number = event.pull_request?.number
  if (!number)
    throw new Error("The event is not a pull request's: the workflow runs on pull_request.")
  const comments = (await github(
    "GET",
    `/repos/${repository}/issues/${number}/comments?per_page=100`,
  )) as Array<{ id: number; body?: string }>
  const earlier = comments.find(existing => existing.body?.startsWith(MARK))
  const body = commentFor(report)
  if (earlier) {
    await github("PATCH", `/repos/${repository}/issues/comments/${earlier.id}`, { body })
  } else if (report.problems.length > 0 || report.warnings.length > 0) {
    await github("POST", `/repos/${repository}/issues/${number}/comments`, { body })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2] ? path.resolve(process.argv[2]) : contentDir
  const report = await checkContent(folder)
  const summary = process.env.GITHUB_STEP_SUMMARY
  if (summary) appendFileSync(summary, `${commentFor(report)}\n`)
  await comment(report)
  for (const line of [...report.problems, ...report.warnings]) console.log(line)
  process.exit(report.problems.length > 0 ? 1 : 0)
}
