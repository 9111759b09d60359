import {
  editorSettings,
  editorWarnings,
  environmentProblems,
  isDeployPreview,
} from "../build-environment"

/**
 * What each host's build environment makes of the site: which builds are deploy previews, the
 * editor's repository, sign-in and previews, and what stops a build whose variables are wrong.
 * The variables are the ones each host sets (Netlify's deploy contexts; Cloudflare's Workers
 * Builds and Pages defaults) and the ones docs/deploy.md has the owner set.
 */
const WORKERS_BUILDS = { CI: "true", WORKERS_CI: "1", WORKERS_CI_COMMIT_SHA: "5e1f2a" }
const PAGES = { CF_PAGES: "1", CF_PAGES_URL: "https://5e1f2a.cornerstone.pages.dev" }
const SIGN_IN = "https://sveltia-cms-auth.cornerstone.workers.dev"

describe("a deploy preview", () => {
  test.each([
    ["Netlify's build of a pull request", { NETLIFY: "true", CONTEXT: "deploy-preview" }, true],
    ["Netlify's production build", { NETLIFY: "true", CONTEXT: "production" }, false],
    ["Netlify's build of another branch", { NETLIFY: "true", CONTEXT: "branch-deploy" }, false],
    [
      "Workers Builds' build of the editor's branch",
      { ...WORKERS_BUILDS, WORKERS_CI_BRANCH: "cms/content/bio", PRODUCTION_BRANCH: "main" },
      true,
    ],
    [
      "Workers Builds' build of the production branch",
      { ...WORKERS_BUILDS, WORKERS_CI_BRANCH: "main", PRODUCTION_BRANCH: "main" },
      false,
    ],
    [
      "Pages' build of another branch",
      { ...PAGES, CF_PAGES_BRANCH: "cms/content/bio", PRODUCTION_BRANCH: "main" },
      true,
    ],
    [
      "Pages' build of the production branch",
      { ...PAGES, CF_PAGES_BRANCH: "main", PRODUCTION_BRANCH: "main" },
      false,
    ],
    ["a build on this machine", {}, false],
  ])("%s: %s", (_, env, preview) => {
    expect(isDeployPreview(env)).toBe(preview)
    expect(environmentProblems(env)).toEqual([])
  })

  test("a build on Cloudflare that is not told the production branch stops, saying what to set", () => {
    const [problem, ...others] = environmentProblems({
      ...WORKERS_BUILDS,
      WORKERS_CI_BRANCH: "main",
    })
    expect(others).toEqual([])
    expect(problem).toMatch(/^This is a build on Cloudflare \(Workers Builds, branch "main"\)/)
    expect(problem).toContain("set PRODUCTION_BRANCH to the branch Cloudflare publishes")
    expect(problem).toContain("the site's Worker, Settings, Build, Variables and secrets")
    expect(environmentProblems({ ...PAGES, CF_PAGES_BRANCH: "main" })[0]).toContain(
      "the project's Settings, Variables and Secrets",
    )
  })
})

describe("the content editor's settings", () => {
  test("on Netlify: the repository the site is built from, Netlify's sign-in, any preview", () => {
    const env = { NETLIFY: "true", REPOSITORY_URL: "https://github.com/cornerstone/site" }
    expect(editorSettings(env)).toEqual({
      backend: { repo: "cornerstone/site" },
      signInNeeded: false,
    })
    expect(editorWarnings(env)).toEqual([])
  })

  test("on Cloudflare: the repository and the sign-in worker the owner sets, previews from Cloudflare's check run", () => {
    const env = {
      ...WORKERS_BUILDS,
      WORKERS_CI_BRANCH: "main",
      PRODUCTION_BRANCH: "main",
      CMS_GITHUB_REPO: "cornerstone/site",
      CMS_AUTH_URL: `${SIGN_IN}/`,
    }
    expect(environmentProblems(env)).toEqual([])
    expect(editorSettings(env)).toEqual({
      backend: { repo: "cornerstone/site", base_url: SIGN_IN, preview_context: "Workers Builds" },
      signInNeeded: true,
    })
    expect(editorWarnings(env)).toEqual([])
    expect(
      editorSettings({ ...PAGES, CF_PAGES_BRANCH: "main", PRODUCTION_BRANCH: "main" }).backend,
    ).toEqual({ preview_context: "Cloudflare Pages" })
  })

  test("on Cloudflare without a sign-in worker, the build says which variable is missing", () => {
    const env = {
      ...WORKERS_BUILDS,
      PRODUCTION_BRANCH: "main",
      CMS_GITHUB_REPO: "cornerstone/site",
    }
    expect(environmentProblems(env)).toEqual([])
    expect(editorWarnings(env)).toEqual([
      expect.stringMatching(
        /^Members cannot sign in .* set CMS_AUTH_URL to the address of the sign-in worker/,
      ),
    ])
    expect(editorWarnings({ ...WORKERS_BUILDS, PRODUCTION_BRANCH: "main" })).toEqual([
      expect.stringContaining("set CMS_GITHUB_REPO"),
    ])
  })

  test.each([
    [
      "CMS_GITHUB_REPO",
      "https://github.com/cornerstone/site",
      /CMS_GITHUB_REPO is "https:\/\/github.com\/cornerstone\/site", which is not/,
    ],
    [
      "CMS_GITHUB_REPO",
      "cornerstone",
      /set it to the part of the repository's address after github.com\//,
    ],
    [
      "CMS_AUTH_URL",
      "sveltia-cms-auth.cornerstone.workers.dev",
      /CMS_AUTH_URL is .*starting with https:\/\//,
    ],
    [
      "CMS_AUTH_URL",
      "http://sveltia-cms-auth.cornerstone.workers.dev",
      /which is not the address of a sign-in worker/,
    ],
    ["CMS_AUTH_URL", `${SIGN_IN}/auth`, /with nothing after the host name/],
  ])("%s set to %s stops the build, naming it", (name, value, message) => {
    expect(environmentProblems({ [name]: value })).toEqual([expect.stringMatching(message)])
  })
})
