/**
 * What the host's build environment tells this build (docs/deploy.md): whether it is a deploy
 * preview, the host's build of a proposed change, whose pages carry a mark (gatsby-ssr.tsx); and
 * where the content editor saves and how members sign in to it. Netlify says both itself; on
 * Cloudflare the site's owner sets variables in the dashboard. Every variable is read and checked
 * here, and a build whose variables are wrong or missing stops before it begins (gatsby-node.ts,
 * onPreInit), saying which one and what to set.
 */

type Environment = Record<string, string | undefined>

/**
 * Cloudflare's two ways to build from a repository, each by the variable it sets on every build,
 * the one that names the branch built, the check run it reports a build with on GitHub (which the
 * editor finds a change's preview address in), and where an owner sets a build's variables.
 */
const CLOUDFLARE_BUILDS = [
  {
    name: "Workers Builds",
    marker: "WORKERS_CI",
    branch: "WORKERS_CI_BRANCH",
    checkRun: "Workers Builds",
    settings: "the site's Worker, Settings, Build, Variables and secrets",
  },
  {
    name: "Cloudflare Pages",
    marker: "CF_PAGES",
    branch: "CF_PAGES_BRANCH",
    checkRun: "Cloudflare Pages",
    settings: "the project's Settings, Variables and Secrets",
  },
] as const

/** The Cloudflare build this is, if it is one. */
export const cloudflareBuild = (env: Environment = process.env) =>
  CLOUDFLARE_BUILDS.find(build => env[build.marker] === "1")

/** A repository as the editor names it: "owner/name", as in github.com/owner/name. */
const REPOSITORY = /^[\w.-]+\/[\w.-]+$/

/**
 * What is wrong with this build's variables, each in a sentence that names the variable and says
 * what to set; none when they are right.
 */
export const environmentProblems = (env: Environment = process.env) => {
  const problems: string[] = []
  const cloudflare = cloudflareBuild(env)
  if (cloudflare && !env.PRODUCTION_BRANCH) {
    problems.push(
      `This is a build on Cloudflare (${cloudflare.name}, branch "${env[cloudflare.branch] ?? ""}"), ` +
        "and Cloudflare does not tell a build whether its branch is the published site's: set " +
        "PRODUCTION_BRANCH to the branch Cloudflare publishes (usually main) in " +
        `${cloudflare.settings}, and build again. Without it a preview of a change could be ` +
        "published unmarked, or the site marked as a preview and kept out of search engines.",
    )
  }
  const repository = env.CMS_GITHUB_REPO
  if (repository !== undefined && !REPOSITORY.test(repository)) {
    problems.push(
      `CMS_GITHUB_REPO is "${repository}", which is not a GitHub repository's owner/name: set it ` +
        'to the part of the repository\'s address after github.com/, such as "cornerstone/site".',
    )
  }
  const signIn = env.CMS_AUTH_URL
  if (signIn !== undefined && signInAddress(signIn) === undefined) {
    problems.push(
      `CMS_AUTH_URL is "${signIn}", which is not the address of a sign-in worker: set it to the ` +
        "address Cloudflare gave the worker when it was deployed, starting with https:// and " +
        'with nothing after the host name, such as "https://sveltia-cms-auth.cornerstone.workers.dev".',
    )
  }
  return problems
}

/** The sign-in worker's address as the editor takes it (`base_url`), or nothing if it is not one. */
const signInAddress = (value: string) => {
  try {
    const url = new URL(value)
    if (url.protocol === "https:" && url.pathname === "/" && !url.search && !url.hash) {
      return url.origin
    }
  } catch {
    // Not an address at all.
  }
  return undefined
}

/**
 * Whether this build is a deploy preview: on Netlify, the build of a pull request (the deploy
 * context `deploy-preview`); on Cloudflare, the build of any branch but the published site's.
 */
export const isDeployPreview = (env: Environment = process.env) => {
  const cloudflare = cloudflareBuild(env)
  if (cloudflare) return env[cloudflare.branch] !== env.PRODUCTION_BRANCH
  return env.CONTEXT === "deploy-preview"
}

/**
 * The content editor's settings from the build's environment: the repository it saves to
 * (CMS_GITHUB_REPO, or on Netlify the one the site is built from, REPOSITORY_URL); the sign-in
 * worker members sign in through (CMS_AUTH_URL; without one, Netlify's sign-in, which serves only
 * sites on Netlify); and on Cloudflare, the check run its builds are reported by, where the editor
 * finds a change's preview. `signInNeeded` says that this host has no sign-in of its own, so an
 * editor with a repository but no sign-in worker says what the owner must set (admin/editor.mjs).
 */
export const editorSettings = (env: Environment = process.env) => {
  const cloudflare = cloudflareBuild(env)
  const repo =
    env.CMS_GITHUB_REPO ?? /github\.com[/:]([^/]+\/[^/.]+)/.exec(env.REPOSITORY_URL ?? "")?.[1]
  const baseUrl = env.CMS_AUTH_URL === undefined ? undefined : signInAddress(env.CMS_AUTH_URL)
  return {
    backend: {
      ...(repo ? { repo } : {}),
      ...(baseUrl ? { base_url: baseUrl } : {}),
      ...(cloudflare ? { preview_context: cloudflare.checkRun } : {}),
    },
    signInNeeded: cloudflare !== undefined,
  }
}

/** What the build says in its log about the editor's settings: what is missing, and what for. */
export const editorWarnings = (env: Environment = process.env) => {
  const { backend, signInNeeded } = editorSettings(env)
  if (!backend.repo) {
    return [
      "The content editor at /admin can only save on this machine: set CMS_GITHUB_REPO to the " +
        'site\'s GitHub repository ("owner/name") for editing on the published site.',
    ]
  }
  if (signInNeeded && !backend.base_url) {
    return [
      "Members cannot sign in to the content editor at /admin yet: set CMS_AUTH_URL to the " +
        "address of the sign-in worker (docs/deploy.md, The editor on Cloudflare).",
    ]
  }
  return []
}
