/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { compileStyleSheet } from "../preview-style-sheet"

/**
 * The styles `gatsby develop` serves the editor's preview: the site's style sheet compiled with
 * the project's PostCSS configuration. Whether the preview frame applies them is tested in the
 * browser (__tests__/e2e/develop.spec.ts).
 */
const root = path.resolve(__dirname, "../../..")

/**
 * Tailwind registers a module loader hook as it loads, for JavaScript plugins a style sheet names
 * (`@plugin`, `@config`), which Jest refuses; the site's style sheet names none.
 */
jest.mock("module", () => ({
  ...jest.requireActual("module"),
  register: undefined,
  registerHooks: undefined,
}))

test("the site's style sheet has the rules the gallery's photos take their fit from", async () => {
  const css = await compileStyleSheet(path.join(root, "src/styles/global.css"), root)
  expect(css).toMatch(/\.object-contain\s*\{\s*object-fit: contain;/)
  expect(css).toMatch(/\.object-cover\s*\{\s*object-fit: cover;/)
})

describe("a style sheet that does not compile is named, with what is wrong", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "preview-style-sheet-"))
  afterAll(() => rmSync(dir, { recursive: true }))

  test("a block left open", async () => {
    const file = path.join(dir, "broken.css")
    writeFileSync(file, "body {\n  color: red;\n")
    await expect(compileStyleSheet(file, root)).rejects.toThrow(
      `The site's style sheet did not compile: ${file}, line 1, column 1: Unclosed block`,
    )
  })

  test("a file that is not there", async () => {
    const file = path.join(dir, "missing.css")
    await expect(compileStyleSheet(file, root)).rejects.toThrow(
      `The site's style sheet did not compile: ${file} does not exist`,
    )
  })
})
