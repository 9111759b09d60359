import path from "node:path"
import { defineConfig } from "@playwright/test"
import config, { PORT, serve } from "../../playwright.config"

/**
 * `npm run screenshots`: full-page pictures of every page at phone, tablet and desktop width, taken
 * from the built site under its headers, into screenshots/ for a person to look at. Not a test:
 * it checks nothing that the browser suite does not.
 */
const root = path.resolve(__dirname, "..", "..")

export default defineConfig({
  ...config,
  testDir: ".",
  testMatch: "screenshots.take.ts",
  reporter: "list",
  projects: (config.projects ?? []).filter(project =>
    ["phone", "tablet", "desktop"].includes(project.name ?? ""),
  ),
  outputDir: path.join(root, "test-results", "artifacts"),
  // The built site alone, served from the project's folder as in the browser suite.
  webServer: { ...serve(PORT, "public"), cwd: root },
})
