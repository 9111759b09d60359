import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { removeBuildFiles } from "../build-files"

/**
 * Gatsby's own build files leave public/ once the pages are written; Partytown's scripts stay
 * while a page asks for them. A public/ laid out as Gatsby writes it, in a folder of its own.
 */
let publicDir: string
const write = (file: string, text = "") => {
  mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
  writeFileSync(path.join(publicDir, file), text)
}

beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), "public-"))
  write("webpack.stats.json", "{}")
  write("chunk-map.json", "{}")
  write("~partytown/partytown.js")
  write("~partytown/debug/partytown.js")
  write("app-1a2b.js")
})
afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

test("removes the bundle's module list, its chunk map and Partytown's scripts no page asks for", () => {
  write(
    "index.html",
    '<!doctype html><html><body><script src="/app-1a2b.js"></script></body></html>',
  )
  expect(removeBuildFiles(publicDir)).toEqual([
    "webpack.stats.json",
    "chunk-map.json",
    "~partytown",
  ])
  for (const name of ["webpack.stats.json", "chunk-map.json", "~partytown"]) {
    expect({ name, kept: existsSync(path.join(publicDir, name)) }).toEqual({ name, kept: false })
  }
  expect(existsSync(path.join(publicDir, "app-1a2b.js"))).toBe(true)
})

test("keeps Partytown's scripts while a page asks for them", () => {
  write(
    "bio/index.html",
    '<!doctype html><html><head><script src="/~partytown/partytown.js"></script></head></html>',
  )
  expect(removeBuildFiles(publicDir)).toEqual(["webpack.stats.json", "chunk-map.json"])
  expect(existsSync(path.join(publicDir, "~partytown/partytown.js"))).toBe(true)
})
