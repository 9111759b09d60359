import path from "node:path"
import { defineConfig } from "@playwright/test"
import config, { PORT, serve } from "../../playwright.config"

/**
 * `npm run screenshots`: full-page pictures of every page at phone, tablet and desktop width, in
 * each engine (and in WebKit without the Popover API, at phone width), taken from the built site
 * under its headers, into screenshots/ for a person to look at. Not a test: it checks nothing that
 * the browser suite does not.
 */
const pictured =
  /^(phone|tablet|desktop|(firefox|webkit) (phone|tablet|desktop)|webkit without popover)$/
const root = path.resolve(__dirname, "..", "..")

export default defineConfig({
  ...config,
  testDir: ".",
  testMatch: "screenshots.take.ts",
  reporter: "list",
  projects: (config.projects ?? [])
    .filter(project => pictured.test(project.name ?? ""))
    // Every page, whatever tests the project runs in the browser suite.
    .map(project => ({
      ...project,
      grep: undefined,
      grepInvert: undefined,
      testIgnore: undefined,
    })),
  outputDir: path.join(root, "test-results", "artifacts"),
  // The built site alone, served from the project's folder as in the browser suite.
  webServer: { ...serve(PORT, "public"), cwd: root },
})
