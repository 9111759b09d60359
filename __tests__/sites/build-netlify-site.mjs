/**
 * Builds the site the way Netlify's build runner builds it, for the header tests
 * (__tests__/build/host-headers.test.ts, deploy-preview.test.ts), the test of the runner's cache
 * (netlify-build-cache.test.ts), the Observatory's scan and the browser suite's "netlify"
 * projects: a copy of the project in test-results/netlify-site/, sharing node_modules, built by
 * `npm run build:netlify`, which is `netlify-build --offline`:
 * @netlify/build, the runner under Netlify's CI and its CLI's `netlify build` and `netlify deploy
 * --build`, with no account and no network. The runner reads netlify.toml and runs its build
 * command in its build environment, as the CLI does on an owner's computer, where SITE_ADAPTER
 * names Netlify's adapter; Gatsby then builds with it, and it lays the pages out as Netlify serves
 * them and writes _headers and _redirects.
 * Two builds, one after the other in the same folder, as one build cache can serve both on
 * Netlify: first a deploy preview (`--context deploy-preview`, the build of a pull request), whose
 * public/ is kept in deploy-preview/; then the production build, warm from the preview's cache and
 * files, in public/.
 * The copy shares node_modules, and so node_modules/.cache/: before the production build, the
 * site's Build plugin (netlify/plugins/build-caches/) puts the project's caches there back from
 * the runner's cache as it saved them after the preview.
 * NETLIFY_SKIP_GATSBY_BUILD_PLUGIN keeps Netlify's CLI from installing its legacy Gatsby plugin
 * (docs/deploy.md), as an owner's environment should.
 * Usage: node __tests__/sites/build-netlify-site.mjs
 */
import { spawnSync } from "node:child_process"
import { cpSync } from "node:fs"
import path from "node:path"
import { copyProject, shrinkImages } from "./site-copy.mjs"

const NETLIFY_SITE = path.resolve("test-results/netlify-site")

/** The environment of the build, without the variables of any Netlify build around this one. */
const environment = () => {
  const env = {
    ...process.env,
    NETLIFY_SKIP_GATSBY_BUILD_PLUGIN: "true",
    GATSBY_TELEMETRY_DISABLED: "1",
    GATSBY_FEEDBACK_DISABLED: "1",
  }
  for (const name of ["NETLIFY", "NETLIFY_LOCAL", "SITE_ADAPTER", "CONTEXT"]) delete env[name]
  return env
}

/** Runs Netlify's runner in the copy with `args`; true if the build passed. */
const buildWith = (...args) => {
  return (
    spawnSync("npm", ["run", "--silent", "build:netlify", "--", ...args], {
      cwd: NETLIFY_SITE,
      stdio: "inherit",
      env: environment(),
    }).status === 0
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Its tests read headers, rules and pages, not image sizes: small images keep the builds short.
  await shrinkImages(copyProject(NETLIFY_SITE))
  if (!buildWith("--context", "deploy-preview")) process.exit(1)
  cpSync(path.join(NETLIFY_SITE, "public"), path.join(NETLIFY_SITE, "deploy-preview"), {
    recursive: true,
  })
  process.exit(buildWith() ? 0 : 1)
}
