import { existsSync } from "node:fs"
import { defineConfig } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./__tests__/e2e/support/chromium"

/** The browser suite drives the production build in public/, served like the static host serves it. */
const PORT = Number(process.env.E2E_PORT ?? 9123)

/**
 * The site built with a 60-photo gallery (scripts/build-gallery-site.mjs, which npm test runs
 * first) is served beside it for gallery.spec.ts; without that build those tests do not run.
 */
const GALLERY_PORT = PORT + 1
const GALLERY_SITE = "test-results/gallery-site/public"
const withGallery = existsSync(`${GALLERY_SITE}/index.html`)
const serve = (port: number, folder: string) => ({
  command: `node __tests__/e2e/support/static-server.mjs ${port} ${folder}`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 20_000,
})
const widths = [
  { name: "phone", viewport: { width: 375, height: 812 } },
  { name: "tablet", viewport: { width: 800, height: 1024 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
]

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
    ...widths.map(({ name, viewport }) => ({
      name,
      testIgnore: "**/gallery.spec.ts",
      use: { viewport },
    })),
    ...(withGallery
      ? widths.map(({ name, viewport }) => ({
          name: `gallery ${name}`,
          testMatch: "**/gallery.spec.ts",
          use: { viewport, baseURL: `http://127.0.0.1:${GALLERY_PORT}` },
        }))
      : []),
  ],
  webServer: [serve(PORT, "public"), ...(withGallery ? [serve(GALLERY_PORT, GALLERY_SITE)] : [])],
})
