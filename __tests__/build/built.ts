import { existsSync } from "node:fs"
import path from "node:path"

export const root = path.resolve(__dirname, "../..")

/**
 * The public/ folder of a build these tests read. Without one the test file stops at once and
 * says how to make it (npm test makes every build first).
 */
export const builtSite = (folder: string, command = "npm run build") => {
  const publicDir = path.join(root, folder)
  if (!existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`${folder} holds no build. Run ${command} first (npm test makes every build).`)
  }
  return publicDir
}

/**
 * The production build Netlify's build runner makes, with the site's Netlify adapter, in its copy
 * of the project (__tests__/sites/build-netlify-site.mjs).
 */
export const netlifyBuild = () =>
  builtSite("test-results/netlify-site/public", "node __tests__/sites/build-netlify-site.mjs")

/**
 * Both builds npm test makes, by name, for tests that check each: plain (public/) and the way
 * Netlify's build runner builds (netlifyBuild).
 */
export const hostBuilds = () =>
  [
    ["a plain build", builtSite("public")],
    ["a build by Netlify's runner", netlifyBuild()],
  ] as const

/**
 * The deploy preview Netlify's runner builds first (`--context deploy-preview`), kept beside the
 * production build it makes after it (__tests__/sites/build-netlify-site.mjs).
 */
export const deployPreviewBuild = () =>
  builtSite(
    "test-results/netlify-site/deploy-preview",
    "node __tests__/sites/build-netlify-site.mjs",
  )
