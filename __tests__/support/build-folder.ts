import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * Runs each test of the calling `describe` in a new, empty folder, as a build runs in its site's
 * folder (Gatsby and its plugins keep .cache/ and public/ under the working directory), and
 * removes it after. Returns a function that gives the current test's folder.
 */
export const inNewBuildFolder = (prefix: string) => {
  const cwd = process.cwd()
  let dir = ""
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), prefix))
    process.chdir(dir)
  })
  afterEach(() => {
    process.chdir(cwd)
    rmSync(dir, { recursive: true, force: true })
  })
  return () => dir
}
