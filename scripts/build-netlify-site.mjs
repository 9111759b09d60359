/**
 * Builds the site the way Netlify builds it, for the header test (__tests__/build/host-headers.test.ts)
 * and the browser suite's "netlify" projects: a copy of the project in test-results/netlify-site/,
 * sharing node_modules, built with NETLIFY set, so that gatsby-config.ts gives Gatsby the Netlify
 * adapter, which lays the pages out as Netlify serves them and writes _headers and _redirects.
 * NETLIFY_LOCAL keeps the adapter's copy of Gatsby's cache inside the copy (.netlify/build-cache)
 * rather than in /opt/build/cache, where the next build anywhere on this machine would find it.
 * Usage: node scripts/build-netlify-site.mjs
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { copyProject, shrinkImages } from "./site-copy.mjs"

const NETLIFY_SITE = path.resolve("test-results/netlify-site")

if (import.meta.url === `file://${process.argv[1]}`) {
  // Its tests read headers, rules and pages, not image sizes: small images keep the build short.
  await shrinkImages(copyProject(NETLIFY_SITE))
  const { status } = spawnSync("npx", ["gatsby", "build"], {
    cwd: NETLIFY_SITE,
    stdio: "inherit",
    env: { ...process.env, NETLIFY: "true", NETLIFY_LOCAL: "true", GATSBY_TELEMETRY_DISABLED: "1" },
  })
  process.exit(status ?? 1)
}
