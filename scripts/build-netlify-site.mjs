/**
 * Builds the site the way Netlify's build runner builds it, for the header test
 * (__tests__/build/host-headers.test.ts), the Observatory's scan and the browser suite's "netlify"
 * projects: a copy of the project in test-results/netlify-site/, sharing node_modules, built by
 * `npm run build:netlify`, which is `netlify-build --offline`: @netlify/build, the runner under
 * Netlify's CI and its CLI's `netlify build` and `netlify deploy --build`, with no account and no
 * network. The runner reads netlify.toml and runs its build command with NETLIFY_LOCAL set, as the
 * CLI does on an owner's computer; Gatsby then builds with the site's Netlify adapter, which lays
 * the pages out as Netlify serves them and writes _headers and _redirects.
 * NETLIFY_SKIP_GATSBY_BUILD_PLUGIN keeps Netlify's CLI from installing its legacy Gatsby plugin
 * (docs/deploy.md), as an owner's environment should.
 * Usage: node scripts/build-netlify-site.mjs
 */
import { spawnSync } from "node:child_process"
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
  for (const name of ["NETLIFY", "NETLIFY_LOCAL", "CONTEXT"]) delete env[name]
  return env
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Its tests read headers, rules and pages, not image sizes: small images keep the build short.
  await shrinkImages(copyProject(NETLIFY_SITE))
  const { status } = spawnSync("npm", ["run", "--silent", "build:netlify"], {
    cwd: NETLIFY_SITE,
    stdio: "inherit",
    env: environment(),
  })
  process.exit(status ?? 1)
}
