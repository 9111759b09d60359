/**
 * The site built as Cloudflare's Workers Builds builds it, in a copy of the project
 * (test-results/cloudflare-builds-site/), with the variables Workers Builds sets on every build
 * (WORKERS_CI, WORKERS_CI_BRANCH) and those docs/deploy.md has the owner set (PRODUCTION_BRANCH,
 * CMS_GITHUB_REPO, CMS_AUTH_URL): a build not told the production branch stops before it begins;
 * the build of the editor's branch is a deploy preview, every page marked, and its editor saves
 * to the repository, signs members in through the sign-in worker and finds previews in Workers
 * Builds' check runs; the production branch's build, made next from the same cache as Workers
 * Builds keeps it, carries no mark. Three builds in a row.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { copyProject, gatsbyCommand, shrinkImages } from "../sites/site-copy.mjs"
import { root } from "./built"
import { expectUnmarked, marksOf } from "./preview-mark"

const site = path.join(root, "test-results/cloudflare-builds-site")
const publicDir = path.join(site, "public")
const SIGN_IN = "https://sveltia-cms-auth.cornerstone.workers.dev"

/** Builds the copy with Workers Builds' variables and the owner's, and no other host's. */
const build = (variables: Record<string, string>) => {
  const env: Record<string, string | undefined> = { ...process.env }
  for (const name of Object.keys(env)) {
    if (/^(NETLIFY|CONTEXT|REPOSITORY_URL|CF_PAGES|WORKERS_CI|CMS_|PRODUCTION_BRANCH)/.test(name)) {
      delete env[name]
    }
  }
  return spawnSync(...gatsbyCommand("build"), {
    cwd: site,
    encoding: "utf8",
    env: {
      ...env,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "true",
      WORKERS_CI: "1",
      WORKERS_CI_BUILD_UUID: "7d3e5b1c-0f4a-4d8e-9a61-2b7c9e0d4f18",
      WORKERS_CI_COMMIT_SHA: "5e1f2a9c8b7d4c3ea2f10d9e8c7b6a5400112233",
      ...variables,
    },
  })
}

const owner = {
  PRODUCTION_BRANCH: "main",
  CMS_GITHUB_REPO: "cornerstone/site",
  CMS_AUTH_URL: SIGN_IN,
}

it("stops a build not told the production branch before it begins, saying what to set", async () => {
  const content = copyProject(site)
  // Two small photos and a small hero keep the builds short.
  await shrinkImages(content)
  const photos = path.join(content, "photos.json")
  writeFileSync(photos, JSON.stringify(JSON.parse(readFileSync(photos, "utf8")).slice(0, 2)))

  const stopped = build({ WORKERS_CI_BRANCH: "main" })
  expect(stopped.status).not.toBe(0)
  const output = `${stopped.stdout}${stopped.stderr}`.replace(/\s+/g, " ")
  expect(output).toContain(
    'This is a build on Cloudflare (Workers Builds, branch "main"), and Cloudflare does not tell a build whether its branch is the published site\'s: set PRODUCTION_BRANCH',
  )
  expect(existsSync(publicDir)).toBe(false)
}, 120_000)

it("builds the editor's branch as a deploy preview, every page marked, its editor on Cloudflare's sign-in and check runs", () => {
  const built = build({ ...owner, WORKERS_CI_BRANCH: "cms/content/bio" })
  expect(built.status).toBe(0)
  expect(`${built.stdout}${built.stderr}`).not.toMatch(/content editor|CMS_/)
  for (const page of marksOf(publicDir)) {
    expect(page).toEqual({ pathname: page.pathname, marked: true, styled: true, noindex: true })
  }
  expect(existsSync(path.join(publicDir, "deploy-preview.css"))).toBe(true)

  const admin = path.join(publicDir, "admin")
  expect(JSON.parse(readFileSync(path.join(admin, "config.json"), "utf8")).backend).toEqual({
    name: "github",
    repo: "cornerstone/site",
    base_url: SIGN_IN,
    preview_context: "Workers Builds",
  })
  expect(readFileSync(path.join(admin, "index.html"), "utf8")).toContain('data-sign-in="worker"')
}, 600_000)

it("builds the production branch next, from the same cache, with no mark", () => {
  const built = build({ ...owner, WORKERS_CI_BRANCH: "main" })
  expect(built.status).toBe(0)
  expectUnmarked(publicDir)
}, 600_000)
