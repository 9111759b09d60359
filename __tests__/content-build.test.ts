/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { brokenCopy } from "./support/broken-content"

const root = path.resolve(__dirname, "..")
const publicDir = path.join(root, "public")

/** Every file under a folder with its size and modification time. */
const snapshot = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map(file => path.join(dir, file))
    .filter(file => statSync(file).isFile())
    .map(file => `${path.relative(dir, file)} ${statSync(file).size} ${statSync(file).mtimeMs}`)
    .sort()

describe("building from broken content", () => {
  it("stops with the content messages and leaves an earlier public/ exactly as it was", () => {
    const sentinel = path.join(publicDir, "earlier-build.txt")
    const madePublic = !existsSync(publicDir)
    mkdirSync(publicDir, { recursive: true })
    writeFileSync(sentinel, "an earlier build")
    const before = snapshot(publicDir)

    const broken = brokenCopy("photos.json", {
      json: (photos: Array<Record<string, unknown>>) => void (photos[4].fit = "covr"),
    })
    const build = spawnSync("npx", ["gatsby", "build"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CONTENT_DIR: broken, GATSBY_TELEMETRY_DISABLED: "1" },
    })
    const output = `${build.stdout}${build.stderr}`.replace(/\s+/g, " ")

    try {
      expect(build.status).not.toBe(0)
      expect(output).toContain("The content has problems, so the site was not built.")
      expect(output).toContain(
        'content/photos.json: photo #5 (id 5) fit: "covr" is not one of the choices.',
      )
      expect(snapshot(publicDir)).toEqual(before)
    } finally {
      rmSync(sentinel)
      if (madePublic) rmSync(publicDir, { recursive: true })
    }
  }, 120_000)
})
