import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { seedRepository } from "./support/editor"
import { expect, routes, scrollThrough, test, visit } from "./support/fixtures"
import {
  editorUsesStandIn,
  markReady,
  NEW_SUBTITLE,
  projectContent,
  sendBioForReview,
  signInThroughWorker,
  siteWithStandIn,
  startGitHub,
  stopStandIn,
} from "./support/github"
import { startSignInWorker } from "./support/sign-in-worker"

/**
 * Full-page screenshots of every route, and of the content editor's sign-in page, at every width,
 * for a person to look at: screenshots/ (see screenshots.config.ts).
 */
const folder = path.resolve("screenshots")

test.describe("screenshots", () => {
  for (const route of [...routes, "/no-such-page", "/admin/"]) {
    test(`of ${route}`, async ({ page, guard }, testInfo) => {
      guard.allowStatus(404, /no-such-page/)
      guard.allowConsoleError(/^404 Error/)
      // Playwright's Firefox puts a style in the page to still animations and the caret for the
      // picture, which the pages' policy refuses (Chromium's is let through the policy).
      guard.allowPageError(/blocked an inline style/)
      await visit(page, route)
      await scrollThrough(page)
      await page.waitForLoadState("networkidle")
      const name = route === "/" ? "home" : route.replaceAll("/", "")
      const { name: project, metadata } = testInfo.project
      const browser = (metadata.engine ? project : `chromium ${project}`).replaceAll(" ", "-")
      await page.screenshot({
        path: path.join(folder, `${browser}-${name}.png`),
        fullPage: true,
        animations: "disabled",
      })
    })
  }
})

/**
 * The content editor at desktop width, for docs/editing.md (copied from screenshots/ by hand): the
 * preview beside each part's form on the maintainer's own folder, and a change's round through
 * GitHub (against the browser suite's stand-in for its API) from Save to Publish. In Chromium, where
 * the browser suite tests the editor: both need requests routed to a stand-in, which WebKit's
 * WebDriver cannot do and Playwright's Firefox leaves hanging.
 */
test.describe("screenshots of the content editor", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, "the editor is used on a computer")
  test.skip(
    ({ browserName }) => browserName !== "chromium",
    "the docs' pictures of the editor are Chromium's; its sign-in page is pictured in every engine",
  )

  const parts = [
    ["site", "Site: the group's name, story line and links", undefined],
    ["bio", "Bio: the text of the Our Story page", undefined],
    ["features", "Home page Experience cards", "Experience"],
    ["photos", "Photo gallery, in display order", "Around the Piano, Late 1980s"],
    ["videos", "Rehearsal videos on the video site", undefined],
    ["merch", "Merch products", undefined],
  ] as const

  test("of each part's preview", async ({ page, guard }) => {
    test.setTimeout(120_000)
    guard.allowConsoleError(/githubstatus\.com/)
    await seedRepository(page, "content")
    await visit(page, "/admin/")
    await page.getByRole("button", { name: "Work with Local Repository" }).click()
    const preview = page.frameLocator('iframe[title="Content Preview"]')
    for (const [name, entry, shown] of parts) {
      await page.getByRole("gridcell", { name: entry }).click()
      const banner = preview.getByRole("banner").first()
      await expect(banner).toBeVisible({ timeout: 15_000 })
      if (shown) await preview.getByText(shown, { exact: true }).first().scrollIntoViewIfNeeded()
      // Every photo in view drawn: loaded and decoded.
      await preview
        .locator("body")
        .evaluate(body =>
          Promise.all(
            [...body.querySelectorAll("img")]
              .filter(img => img.getBoundingClientRect().top < innerHeight)
              .map(img => img.decode()),
          ),
        )
      await page.screenshot({ path: path.join(folder, `editor-preview-${name}.png`) })
      await page.getByRole("button", { name: "Cancel Editing" }).click()
    }
  })

  test("of a change saved, previewed and published through GitHub", async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    const files = new Map(
      ["content", "content/images"].flatMap(dir =>
        readdirSync(dir, { withFileTypes: true })
          .filter(entry => entry.isFile())
          .map(entry => [`${dir}/${entry.name}`, readFileSync(path.join(dir, entry.name))]),
      ),
    )
    const github = await startGitHub("cornerstone/site", files)
    try {
      await editorUsesStandIn(page, github, {
        baseURL: baseURL ?? "",
        repository: "cornerstone/site",
      })
      await visit(page, "/admin/")
      await page.getByRole("button", { name: "Sign In Using Access Token" }).click()
      await page.getByRole("textbox").last().fill("github_pat_for_the_stand_in")
      await page.keyboard.press("Enter")
      const bio = page.getByRole("gridcell", { name: "Bio: the text of the Our Story page" })
      await bio.click()
      await page.getByRole("textbox", { name: "Subtitle", exact: true }).fill(NEW_SUBTITLE)
      await page.getByRole("button", { name: "Save" }).click()
      await expect(page.getByRole("button", { name: "Send for Review" })).toBeVisible()
      await page.screenshot({ path: path.join(folder, "editor-saved.png") })
      await page.getByRole("button", { name: "Send for Review" }).click()
      github.setStatus(github.head("cms/content/bio") ?? "", {
        context: "netlify/cornerstone/deploy-preview",
        state: "SUCCESS",
        targetUrl: "https://deploy-preview-1--cornerstone.netlify.app",
        description: "Deploy Preview ready!",
      })
      await expect(bio).toBeVisible()
      await page.screenshot({ path: path.join(folder, "editor-in-review.png") })
      await bio.click()
      await expect(page.getByRole("button", { name: "View Preview" })).toBeEnabled({
        timeout: 20_000,
      })
      await markReady(page)
      await expect(page.getByRole("button", { name: "Publish Entry" })).toBeEnabled()
      await page.screenshot({ path: path.join(folder, "editor-ready.png") })

      // A second change, which the host's build refuses: the workflow page says so.
      await page.getByRole("button", { name: "Cancel Editing" }).click()
      await page.getByRole("gridcell", { name: "Merch products" }).click()
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Gold Logo T-Shirt")
      await page.getByRole("button", { name: "Save" }).click()
      await page.getByRole("button", { name: "Send for Review" }).click()
      github.setStatus(github.head("cms/content/merch") ?? "", {
        context: "netlify/cornerstone/deploy-preview",
        state: "FAILURE",
        targetUrl: "https://app.netlify.com/sites/cornerstone/deploys/2",
        description: "Deploy Preview failed.",
      })
      await page.getByRole("radio", { name: "Editorial Workflow" }).click()
      await expect(page.getByText("Build Failed")).toBeVisible({ timeout: 20_000 })
      await page.screenshot({ path: path.join(folder, "editor-build-failed.png") })
    } finally {
      await stopStandIn(page, github)
    }
  })
  test("of a change on Cloudflare: signed in through the sign-in worker, its preview still building", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const github = await startGitHub("cornerstone/site", projectContent())
    const worker = await startSignInWorker({ token: "gho_stand_in", allowedDomains: ["127.0.0.1"] })
    const site = await siteWithStandIn(github, {
      baseURL: baseURL ?? "",
      repository: "cornerstone/site",
      signIn: worker.origin,
    })
    try {
      await page.goto(`${site.origin}/admin/`)
      await signInThroughWorker(page)
      const bio = await sendBioForReview(page)
      github.setCheckRun(github.head("cms/content/bio") ?? "", {
        name: "Workers Builds: cornerstone",
        status: "IN_PROGRESS",
        conclusion: null,
        detailsUrl:
          "https://dash.cloudflare.com/0a1b2c/workers/services/view/cornerstone/production/builds/7d3e",
        summary: "",
      })
      await bio.click()
      await expect(page.getByRole("button", { name: "Checking for Preview" })).toBeVisible({
        timeout: 20_000,
      })
      await expect(page.getByText("Entry saved.")).toBeHidden({ timeout: 20_000 })
      await page.screenshot({
        path: path.join(folder, "editor-cloudflare-checking.png"),
        animations: "disabled",
      })
    } finally {
      await page.goto("about:blank")
      await Promise.all([site.close(), worker.close(), github.close()])
    }
  })

  test("of the editor on Cloudflare before the owner has set the sign-in worker", async ({
    page,
    baseURL,
    guard,
  }) => {
    // Over plain HTTP at a published address, the browser ignores the opener policy and says so.
    guard.allowConsoleError(/Cross-Origin-Opener-Policy header has been ignored/)
    // At an address of its own (on this machine the editor would offer the project's folder),
    // written as a Cloudflare build with a repository and no CMS_AUTH_URL writes the editor.
    await page.route("http://ensemble.example/**", async route => {
      const url = new URL(route.request().url())
      const local = new URL(`${url.pathname}${url.search}`, baseURL)
      const response = await route.fetch({ url: local.href })
      if (url.pathname === "/admin/") {
        const html = (await response.text()).replace(
          '<html lang="en"',
          '<html lang="en" data-sign-in="worker"',
        )
        return route.fulfill({ response, body: html })
      }
      if (url.pathname !== "/admin/config.json") return route.fulfill({ response })
      const config = (await response.json()) as { backend: object }
      await route.fulfill({
        response,
        json: { ...config, backend: { ...config.backend, repo: "cornerstone/site" } },
      })
    })
    await page.goto("http://ensemble.example/admin/")
    await expect(page.getByRole("status")).toBeVisible()
    await page.screenshot({ path: path.join(folder, "editor-cloudflare-no-sign-in.png") })
    await page.unrouteAll({ behavior: "ignoreErrors" })
  })
})
