/**
 * A build from content the check refuses stops before it touches public/, with the check's
 * messages. This is the wiring of the check into the build, tested once: what the check says of
 * each kind of broken file or photo is tested through `npm run validate`, which runs the same
 * check (content-validation.test.ts, content-images.test.ts).
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { copyProject, gatsbyCommand } from "../sites/site-copy.mjs"
import { brokenCopy } from "../support/broken-content"
import { root } from "./built"

/**
 * A copy of the project of its own, so that its public/ is not the one the other build tests read
 * at the same time (copying takes a moment: node_modules is shared).
 */
const site = path.join(root, "test-results", "content-check-site")

/** Every file under a folder with its size and modification time. */
const snapshot = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map(file => path.join(dir, file))
    .filter(file => statSync(file).isFile())
    .map(file => `${path.relative(dir, file)} ${statSync(file).size} ${statSync(file).mtimeMs}`)
    .sort()

/**
 * Builds from a content folder that the content check refuses, with an earlier public/ in place,
 * and returns the build's exit status and output; checks that public/ is exactly as it was.
 */
const buildFrom = (contentDir: string) => {
  copyProject(site)
  const publicDir = path.join(site, "public")
  mkdirSync(publicDir, { recursive: true })
  writeFileSync(path.join(publicDir, "earlier-build.txt"), "an earlier build")
  writeFileSync(
    path.join(publicDir, "index.html"),
    "<!doctype html><title>An earlier build</title>",
  )
  const before = snapshot(publicDir)
  try {
    const build = spawnSync(...gatsbyCommand("build"), {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, CONTENT_DIR: contentDir, GATSBY_TELEMETRY_DISABLED: "1" },
    })
    return {
      status: build.status,
      output: `${build.stdout}${build.stderr}`.replace(/\s+/g, " "),
      publicUnchanged: JSON.stringify(snapshot(publicDir)) === JSON.stringify(before),
    }
  } finally {
    rmSync(site, { recursive: true, force: true })
    rmSync(contentDir, { recursive: true })
  }
}

describe("building from broken content", () => {
  it("stops with the content messages and leaves an earlier public/ exactly as it was", () => {
    const broken = brokenCopy("photos.json", {
      json: (photos: Array<Record<string, unknown>>) => void (photos[4].fit = "covr"),
    })
    const { status, output, publicUnchanged } = buildFrom(broken)
    expect(status).not.toBe(0)
    expect(output).toContain("The content has problems, so the site was not built.")
    expect(output).toContain(
      'content/photos.json: photo #5 (id 5) fit: "covr" is not one of the choices.',
    )
    expect(publicUnchanged).toBe(true)
  }, 120_000)
})
