import { defineConfig } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./__tests__/e2e/support/chromium"

/** The browser suite drives the production build in public/, served like the static host serves it. */
const PORT = Number(process.env.E2E_PORT ?? 9123)

export default defineConfig({
  testDir: "__tests__/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  timeout: 30_000,
  outputDir: "test-results/artifacts",
  reporter: [["list"], ["json", { outputFile: "test-results/browser.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs() },
  },
  projects: [
    { name: "phone", use: { viewport: { width: 375, height: 812 } } },
    { name: "tablet", use: { viewport: { width: 800, height: 1024 } } },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node __tests__/e2e/support/static-server.mjs ${PORT} public`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
})
