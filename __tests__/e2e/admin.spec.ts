import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import { cspViolations, expect, recordCspViolations, test, visit } from "./support/fixtures"
import { original, savedContent, SAVED, savedText, seedRepository } from "./support/editor"
import {
  editorUsesStandIn,
  markReady,
  NEW_SUBTITLE,
  projectContent,
  sendBioForReview,
  signInWithToken,
  startGitHub,
  stopStandIn,
} from "./support/github"

const siteName = JSON.parse(original("site.json")).name as string

/** GitHub's status page, which the editor asks whether GitHub is up (docs/deploy.md). */
const GITHUB_STATUS = "https://www.githubstatus.com/"

/**
 * The content editor at /admin, from the built site under its headers, working on a copy of the
 * real content/ (see support/editor.ts). Each content file is opened in the form, one text in it
 * is changed and saved, and the file must come back exactly as it was but for that text: the
 * editor keeps every other field, its order, its numbers and the `$schema` line, so what it saves
 * is what the content check and the build expect.
 */
const edits = [
  {
    file: "site.json",
    entry: "Site: the group's name, story line and links",
    field: "Tagline",
    from: "Gospel and jazz, together again nearly 40 years after our 1987 live album.",
    to: "Gospel and jazz, together again for the 2027 concert series.",
  },
  {
    file: "bio.json",
    entry: "Bio: the text of the Our Story page",
    field: "Subtitle",
    from: "A journey of faith, music and fellowship that began in a church community and carries on nearly 40 years later.",
    to: "A journey of faith, music and fellowship that carries on.",
  },
  {
    file: "features.json",
    entry: "Home page Experience cards",
    field: "Description",
    from: "Stay posted for future details",
    to: "The new album arrives in the spring",
  },
  {
    file: "photos.json",
    entry: "Photo gallery, in display order",
    field: "Title",
    from: "Around the Piano, Late 1980s",
    to: "Around the Piano, Spring 1987",
  },
  {
    file: "videos.json",
    entry: "Rehearsal videos on the video site",
    field: "Title",
    from: "Band Rehearsal Setup Video",
    to: "Setting Up for the Band Rehearsal",
  },
  {
    file: "merch.json",
    entry: "Merch products",
    field: "Name",
    from: "Logo T-Shirt",
    to: "Gold Logo T-Shirt",
  },
]

test.describe("the content editor's sign-in page", () => {
  test("shows the group's name and logo, and offers the project's folder on this machine", async ({
    page,
  }) => {
    await visit(page, "/admin/")
    await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible()
    // By the name of the folder the site was built in, the one the maintainer has (the editor
    // sets names apart with invisible direction marks).
    const folder = path.basename(process.cwd()).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    await expect(
      page.getByText(new RegExp(`select the root directory of the “\\W?${folder}\\W?” repository`)),
    ).toBeVisible()
    await expect(page.getByText(siteName, { exact: true }).first()).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(siteName))
    const logo = page.locator('img[src="/icons/icon-192x192.png"]').first()
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(page.getByText("Sveltia CMS", { exact: true })).toHaveCount(0)
  })

  /**
   * The built site as a host serves it at a published address, over plain HTTP (where the browser
   * ignores the opener policy and says so); `change` may rewrite a file's text on its way.
   */
  const published = "http://ensemble.example"
  const servePublished = async (
    page: Page,
    baseURL: string | undefined,
    change: (pathname: string, text: string) => string = (_, text) => text,
  ) => {
    await page.route(`${published}/**`, async route => {
      const url = new URL(route.request().url())
      const local = new URL(`${url.pathname}${url.search}`, baseURL)
      const response = await route.fetch({ url: local.href })
      if (!url.pathname.startsWith("/admin/") || url.pathname.endsWith(".js")) {
        return route.fulfill({ response })
      }
      await route.fulfill({ response, body: change(url.pathname, await response.text()) })
    })
  }

  test("published with no repository set, says what the owner must set instead of a sign-in", async ({
    page,
    guard,
    baseURL,
  }) => {
    // The built site has no repository set (CMS_GITHUB_REPO).
    guard.allowConsoleError(/Cross-Origin-Opener-Policy header has been ignored/)
    await servePublished(page, baseURL)
    await page.goto(`${published}/admin/`)
    await expect(page.getByRole("status")).toHaveText(
      /the site's owner sets CMS_GITHUB_REPO to the repository's owner\/name in the host's build settings/,
    )
    await expect(page.getByRole("button")).toHaveCount(0)
    // The editor goes on loading its chunks after its message shows; a fetch still on its way
    // through the route when the page closes must not fail the run.
    await page.unrouteAll({ behavior: "ignoreErrors" })
  })

  test("published on Cloudflare with no sign-in worker set, says what the owner must set instead of a sign-in", async ({
    page,
    guard,
    baseURL,
  }) => {
    // A Cloudflare build with a repository and no sign-in worker (CMS_AUTH_URL) writes its
    // editor's page so (build-environment.ts; cloudflare-builds.test.ts builds one).
    guard.allowConsoleError(/Cross-Origin-Opener-Policy header has been ignored/)
    await servePublished(page, baseURL, (pathname, text) => {
      if (pathname === "/admin/") {
        return text.replace('<html lang="en"', '<html lang="en" data-sign-in="worker"')
      }
      if (pathname !== "/admin/config.json") return text
      const config = JSON.parse(text) as { backend: object }
      return JSON.stringify({ ...config, backend: { ...config.backend, repo: "cornerstone/site" } })
    })
    await page.goto(`${published}/admin/`)
    await expect(page.getByRole("status")).toHaveText(
      /^Members cannot sign in to this editor yet: the site's owner deploys the sign-in worker, then sets CMS_AUTH_URL to that worker's address in the site's own Worker/,
    )
    await expect(page.getByRole("button")).toHaveCount(0)
    await page.unrouteAll({ behavior: "ignoreErrors" })
  })

  test("keeps its link to the sign-in popup it opens, which answers it when GitHub lets the maintainer in", async ({
    page,
    guard,
  }) => {
    await visit(page, "/admin/")
    // Netlify's sign-in page (answered locally) posts the GitHub token to its opener. A page
    // whose opener policy is `same-origin` would lose its popups to another site.
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.evaluate(() => {
        window.open("https://api.netlify.com/auth?provider=github", "sign-in", "popup")
      }),
    ])
    await popup.waitForLoadState()
    expect(await popup.evaluate(() => window.opener !== null)).toBe(true)
    expect(guard.externalRequests.filter(url => !url.startsWith(GITHUB_STATUS))).toEqual([
      "https://api.netlify.com/auth?provider=github",
    ])
  })
})

test.describe("the content editor on the built site", () => {
  test("changes one text in each content file and saves nothing else", async ({ page, guard }) => {
    // Six edits and saves in a large editor, then the content check: 13 to 19 s on a CI machine
    // with both cores busy, and once more than the default 30 s.
    test.setTimeout(120_000)
    await recordCspViolations(page)
    await seedRepository(page, "content")
    const response = await visit(page, "/admin/")
    expect(response?.headers()["content-security-policy"]).toContain(
      "style-src 'self' 'unsafe-inline'",
    )
    await page.getByRole("button", { name: "Work with Local Repository" }).click()
    // The editor lists the files once it has read the whole folder, photos included: more than
    // the default 5 s once, with the other browser tests keeping both cores busy.
    await expect(page.getByRole("gridcell", { name: edits[0].entry })).toBeVisible({
      timeout: 30_000,
    })
    for (const { entry } of edits) {
      await expect(page.getByRole("gridcell", { name: entry })).toBeVisible()
    }

    // Saving a file takes the editor back to the list of files.
    for (const { file, entry, field, from, to } of edits) {
      await page.getByRole("gridcell", { name: entry }).click()
      const input = page.getByRole("textbox", { name: field, exact: true }).first()
      await expect(input).toHaveValue(from)
      await input.fill(to)
      await page.getByRole("button", { name: "Save" }).click()
      await expect
        .poll(() => savedText(page, file), { timeout: SAVED })
        .toBe(original(file).replace(from, to))
    }

    // The saved files, photos and all, pass the content check.
    const copy = mkdtempSync(path.join(os.tmpdir(), "edited-content-"))
    try {
      cpSync("content", copy, { recursive: true })
      for (const [name, bytes] of await savedContent(page))
        writeFileSync(path.join(copy, name), bytes)
      const check = spawnSync(
        process.execPath,
        ["--import", "jiti/register", "scripts/validate-content.ts", copy],
        {
          encoding: "utf8",
        },
      )
      expect(check.stdout + check.stderr).toContain("Content check passed")
    } finally {
      rmSync(copy, { recursive: true })
    }

    expect(await cspViolations(page)).toEqual([])
    // Nothing but GitHub's status page, which the editor reads to say when GitHub is down.
    expect(guard.externalRequests.filter(url => !url.startsWith(GITHUB_STATUS))).toEqual([])
  })
})

/**
 * The editor's preview is drawn by the site's own pages and components with the site's style
 * sheet (src/preview/, mounted by the content model's admin/preview.mjs), and follows the form.
 */
test.describe("the content editor's preview", () => {
  // A breach of the editor's policy in the preview frame is a console error of the page too.
  test.beforeEach(async ({ page, guard }) => {
    guard.allowConsoleError(/githubstatus\.com/)
    await seedRepository(page, "content")
    await visit(page, "/admin/")
    await page.getByRole("button", { name: "Work with Local Repository" }).click()
  })

  /** The preview frame, which shows the page once the site's preview has loaded. */
  const preview = (page: Page) => page.frameLocator('iframe[title="Content Preview"]')

  /** What a reader sees of an element's text: its font and colour. */
  const looks = (element: Locator) =>
    element.evaluate(node => {
      const { fontFamily, fontWeight, fontSize, color } = getComputedStyle(node)
      return { fontFamily, fontWeight, fontSize, color }
    })

  test("shows the story page in the site's fonts and colours, with the line being typed", async ({
    page,
    context,
  }) => {
    await page.getByRole("gridcell", { name: "Bio: the text of the Our Story page" }).click()
    const subtitle = "A story of faith and music that is still being written."
    await page.getByRole("textbox", { name: "Subtitle", exact: true }).fill(subtitle)

    const heading = preview(page).getByRole("heading", { level: 1, name: "Our Story" })
    const line = preview(page).getByText(subtitle, { exact: true })
    // The first preview waits for the site's preview script and the logo's file.
    await expect(line).toBeVisible({ timeout: 15_000 })

    // As the published story page shows its heading and the line under it, at the frame's width.
    const frame = await page.locator('iframe[title="Content Preview"]').boundingBox()
    const site = await context.newPage()
    await site.setViewportSize({
      width: Math.round(frame?.width ?? 0),
      height: Math.round(frame?.height ?? 0),
    })
    await visit(site, "/bio")
    const { subtitle: published } = JSON.parse(original("bio.json")) as { subtitle: string }
    expect(await looks(heading)).toEqual(
      await looks(site.getByRole("heading", { level: 1, name: "Our Story" })),
    )
    expect(await looks(line)).toEqual(await looks(site.getByText(published, { exact: true })))
  })

  test("shows a photo cropped or whole in its frame as the gallery does, as its fit changes", async ({
    page,
  }) => {
    await page.getByRole("gridcell", { name: "Photo gallery, in display order" }).click()
    const [first] = JSON.parse(original("photos.json")) as Array<{ alt: string; fit: string }>
    expect(first.fit).toBe("cover")
    const photo = preview(page).getByRole("img", { name: first.alt })
    const fit = () => photo.evaluate(image => getComputedStyle(image).objectFit)
    await expect(photo).toBeVisible({ timeout: 15_000 })
    expect(await fit()).toBe("cover")

    await page.getByRole("radio", { name: "contain" }).first().check()
    await expect.poll(fit).toBe("contain")
  })
})

/**
 * On the published site the editor saves through GitHub, and every change waits on a deploy
 * preview before it is live: the editor runs here against a stand-in for GitHub's API
 * (support/github.ts) holding the real content, with the built editor's own configuration but
 * for the repository and the API's address.
 */
test.describe("the content editor on the published site, through GitHub", () => {
  const REPOSITORY = "cornerstone/site"
  const BRANCH = "cms/content/bio"
  const DEPLOY_PREVIEW = "https://deploy-preview-1--cornerstone.netlify.app"
  const NETLIFY = "netlify/cornerstone/deploy-preview"

  test("saves a change as a pull request, links its deploy preview, and publishes it by merging", async ({
    page,
    baseURL,
    guard,
  }) => {
    test.setTimeout(120_000)
    const github = await startGitHub(REPOSITORY, projectContent())
    try {
      await editorUsesStandIn(page, github, { baseURL: baseURL ?? "", repository: REPOSITORY })
      const requests = (graphql: string) =>
        github.recorded
          .filter(request => request.graphql === graphql)
          .map(request => (request.body as { variables: { input: unknown } }).variables.input)
      const rest = (method: string, path: string) =>
        github.recorded
          .filter(request => request.method === method && request.path === path)
          .map(request => request.body)

      await visit(page, "/admin/")
      await signInWithToken(page)
      const bio = await sendBioForReview(page)
      const { subtitle } = JSON.parse(original("bio.json")) as { subtitle: string }
      const changed = NEW_SUBTITLE

      // Saved on a branch of its own, with a pull request labelled as the workflow's draft; the
      // site's branch is as it was.
      expect(requests("createRef")).toEqual([
        { repositoryId: "R_1", name: `refs/heads/${BRANCH}`, oid: github.head("main") },
      ])
      expect(requests("createCommitOnBranch")).toEqual([
        expect.objectContaining({
          branch: { repositoryNameWithOwner: REPOSITORY, branchName: BRANCH },
          fileChanges: {
            additions: [
              {
                path: "content/bio.json",
                contents: Buffer.from(original("bio.json").replace(subtitle, changed)).toString(
                  "base64",
                ),
              },
            ],
            deletions: [],
          },
        }),
      ])
      expect(rest("POST", `/repos/${REPOSITORY}/pulls`)).toEqual([
        expect.objectContaining({ head: BRANCH, base: "main", draft: true }),
      ])
      expect(rest("POST", `/repos/${REPOSITORY}/issues/1/labels`)).toEqual([
        { labels: ["sveltia-cms/draft"] },
      ])
      expect(rest("PATCH", `/repos/${REPOSITORY}/issues/1`)).toEqual([
        { labels: ["sveltia-cms/pending_review"] },
      ])
      expect(github.file("main", "content/bio.json")).toBe(original("bio.json"))

      // The host builds the pull request and reports its deploy preview on its commit.
      const building = {
        context: NETLIFY,
        state: "PENDING",
        targetUrl: "https://app.netlify.com/sites/cornerstone/deploys/1",
        description: "Deploy Preview building",
      } as const
      github.setStatus(github.head(BRANCH) ?? "", building)
      await bio.click()
      // While it builds, the editor says so rather than link to the live page. It asks for the
      // statuses of an unpublished change every 5 s while it waits for a preview.
      const head = github.head(BRANCH) ?? ""
      await expect.poll(() => github.statusesRead(head), { timeout: 20_000 }).toEqual([building])
      await expect(
        page.getByRole("button", { name: "Checking for Preview" }),
      ).toHaveAccessibleDescription("The preview is still being built.")
      github.setStatus(github.head(BRANCH) ?? "", {
        ...building,
        state: "SUCCESS",
        targetUrl: DEPLOY_PREVIEW,
        description: "Deploy Preview ready!",
      })
      const preview = page.getByRole("button", { name: "View Preview" })
      await expect(preview).toBeEnabled({ timeout: 20_000 })
      const [tab] = await Promise.all([page.waitForEvent("popup"), preview.click()])
      await tab.close()
      expect(guard.externalRequests).toContain(`${DEPLOY_PREVIEW}/bio`)

      // Ready, then Publish: the pull request is merged and its branch deleted.
      await markReady(page)
      await page.getByRole("button", { name: "Publish Entry" }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: "Publish" }).click()
      await expect
        .poll(() => github.recorded.some(request => request.method === "DELETE"))
        .toBe(true)
      expect(rest("PUT", `/repos/${REPOSITORY}/pulls/1/merge`)).toEqual([
        expect.objectContaining({ merge_method: "merge" }),
      ])
      expect(rest("DELETE", `/repos/${REPOSITORY}/git/refs/heads/${BRANCH}`)).toHaveLength(1)
      expect(github.file("main", "content/bio.json")).toBe(
        original("bio.json").replace(subtitle, changed),
      )
      writeFileSync(
        test.info().outputPath("github-requests.json"),
        JSON.stringify(github.recorded, null, 2),
      )
    } finally {
      await stopStandIn(page, github)
    }
  })
})
