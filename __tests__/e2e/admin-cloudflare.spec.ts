import { expect, test } from "./support/fixtures"
import { original } from "./support/editor"
import {
  type CheckRun,
  markReady,
  NEW_SUBTITLE,
  projectContent,
  sendBioForReview,
  signInThroughWorker,
  siteWithStandIn,
  startGitHub,
} from "./support/github"
import { startSignInWorker } from "./support/sign-in-worker"
import { closeOpenedWindows, openedAddresses } from "./support/windows"

/**
 * The content editor on the site as Cloudflare serves it (the plain build through Cloudflare's
 * runtime, the browser suite's "cloudflare" site), as a member meets it there, in Chromium and in
 * WebKit, Safari's engine: signing in through the sign-in worker the owner deployed (a stand-in,
 * support/sign-in-worker.ts), saving a change for review, and opening its preview from the check
 * run Cloudflare's Workers Builds reports on the change's commit (the GitHub stand-in,
 * support/github.ts). The site is reached through a server in front of it that names the
 * stand-ins in the editor's configuration, where an owner's build names the real ones
 * (CMS_GITHUB_REPO, CMS_AUTH_URL; build-environment.ts gives `preview_context`).
 */
const REPOSITORY = "cornerstone/site"
const BRANCH = "cms/content/bio"
const TOKEN = "gho_from_the_sign_in_worker"
const WORKER = "cornerstone"
/** Where Workers Builds links a build's log, and the addresses it writes in its check run. */
const BUILD_LOG =
  "https://dash.cloudflare.com/0a1b2c/workers/services/view/cornerstone/production/builds/7d3e"
const VERSION_PREVIEW = `https://5e1f2a9c-${WORKER}.band.workers.dev`
const BRANCH_PREVIEW = `https://cms-content-bio-${WORKER}.band.workers.dev`

/** Workers Builds' check run for its build of a commit, as it reports it on GitHub. */
const workersBuild = (state: "building" | "built"): CheckRun => ({
  name: `Workers Builds: ${WORKER}`,
  status: state === "built" ? "COMPLETED" : "IN_PROGRESS",
  conclusion: state === "built" ? "SUCCESS" : null,
  detailsUrl: BUILD_LOG,
  summary:
    state === "built"
      ? [
          "Build ID: 7d3e5b1c-0f4a-4d8e-9a61-2b7c9e0d4f18",
          `Script: ${WORKER}`,
          "Version ID: 5e1f2a9c-8b7d-4c3e-a2f1-0d9e8c7b6a54",
          `Preview URL: ${VERSION_PREVIEW}`,
          `Preview Alias URL: ${BRANCH_PREVIEW}`,
        ].join("\n")
      : "",
})

test("a member signs in through the owner's sign-in worker, saves a change for review and opens its preview from Cloudflare's check run", async ({
  page,
  baseURL,
  guard,
  browserName,
}) => {
  test.setTimeout(120_000)
  const github = await startGitHub(REPOSITORY, projectContent())
  const worker = await startSignInWorker({ token: TOKEN, allowedDomains: ["127.0.0.1"] })
  const site = await siteWithStandIn(github, {
    baseURL: baseURL ?? "",
    repository: REPOSITORY,
    signIn: worker.origin,
  })
  try {
    await page.goto(`${site.origin}/admin/`)
    await signInThroughWorker(page)
    const bio = await sendBioForReview(page)
    // Signed in by the worker, for this site, and saved with the token it handed over.
    expect(worker.signIns).toEqual([{ provider: "github", site: "127.0.0.1" }])
    expect(github.recorded.length).toBeGreaterThan(0)
    expect(github.recorded.filter(request => request.token !== TOKEN)).toEqual([])

    const { subtitle } = JSON.parse(original("bio.json")) as { subtitle: string }
    const changed = NEW_SUBTITLE
    await expect
      .poll(() => github.file(BRANCH, "content/bio.json"))
      .toBe(original("bio.json").replace(subtitle, changed))
    expect(github.file("main", "content/bio.json")).toBe(original("bio.json"))

    // Workers Builds builds the branch and reports it on the commit as a check run.
    const head = github.head(BRANCH) ?? ""
    github.setCheckRun(head, workersBuild("building"))
    await bio.click()
    // While it builds, the editor says so. It asks for an unpublished change's checks every 5 s.
    await expect
      .poll(() => github.checkRunsRead(head), { timeout: 20_000 })
      .toEqual([workersBuild("building")])
    await expect(
      page.getByRole("button", { name: "Checking for Preview" }),
    ).toHaveAccessibleDescription("The preview is still being built.")
    github.setCheckRun(head, workersBuild("built"))
    const preview = page.getByRole("button", { name: "View Preview" })
    await expect(preview).toBeEnabled({ timeout: 20_000 })
    // WebKit's editor, opening the change again, offers the draft it backed up while the member
    // typed, though the change was saved: the saved change is the one to keep.
    const discardDraft = page.getByRole("button", { name: "Discard", exact: true })
    if ((await discardDraft.count()) > 0) await discardDraft.click()
    await preview.click()
    // The version's own preview, at the page that shows the bio.
    await expect
      .poll(() => openedAddresses(page, guard, browserName))
      .toContain(`${VERSION_PREVIEW}/bio`)
    await closeOpenedWindows(page, browserName)

    // Ready, then Publish: merged into the production branch, which Cloudflare then publishes.
    await markReady(page)
    await page.getByRole("button", { name: "Publish Entry" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Publish" }).click()
    await expect
      .poll(() => github.file("main", "content/bio.json"))
      .toBe(original("bio.json").replace(subtitle, changed))
  } finally {
    await closeOpenedWindows(page, browserName)
    await page.goto("about:blank")
    await Promise.all([site.close(), worker.close(), github.close()])
  }
})
