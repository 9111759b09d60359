import { existsSync } from "node:fs"
import { defineConfig } from "@playwright/test"
import {
  chromiumArgs,
  chromiumPath,
  firefoxPath,
  webkitPaths,
} from "./__tests__/e2e/support/browsers"
import { ANY_WIDTH, ENGINES, HOST, LAYOUT, NO_POPOVER } from "./__tests__/e2e/support/tags"

/** The browser suite drives the production build in public/, served like the static host serves it. */
export const PORT = Number(process.env.E2E_PORT ?? 9123)

const widths = [
  { name: "phone", viewport: { width: 375, height: 812 } },
  { name: "tablet", viewport: { width: 800, height: 1024 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
]
const [phone] = widths

/**
 * Other builds npm test makes first are served beside it, each for its own tests, which do not
 * run without that build: the site with a 60-photo gallery (__tests__/sites/build-gallery-site.mjs) for
 * gallery.spec.ts; the site built by Netlify's runner (__tests__/sites/build-netlify-site.mjs) for the
 * tests of the pages as the host serves them (tagged HOST: the security headers, and every page
 * reached), and the plain build as Cloudflare's runtime serves it for the same tests; and a link
 * to public/ that stale-deploy.spec.ts turns to the next build, which is the gallery's copy with
 * its menu panel renamed.
 */
const sites = [
  { name: "gallery", folder: "test-results/gallery-site/public", specs: ["gallery"], widths },
  {
    name: "netlify",
    folder: "test-results/netlify-site/public",
    specs: ["security-headers", "navigation"],
    grep: new RegExp(HOST),
    widths: [phone],
  },
  {
    // The plain build, served by Cloudflare's own runtime (support/cloudflare.mjs).
    name: "cloudflare",
    folder: "public",
    specs: ["security-headers", "navigation"],
    grep: new RegExp(HOST),
    widths: [phone],
    server: "cloudflare",
  },
  {
    name: "deploy",
    folder: "test-results/deployed",
    needs: "test-results/gallery-site/public",
    specs: ["stale-deploy"],
    widths: [phone],
  },
]
  .map((site, index) => ({ ...site, port: PORT + 1 + index }))
  .filter(site => existsSync(`${"needs" in site ? site.needs : site.folder}/index.html`))
const specFiles = (...specs: string[]) => specs.map(spec => `**/${spec}.spec.ts`)
const ownSpecs = specFiles(
  "gallery",
  "stale-deploy",
  "admin",
  "admin-photos",
  "admin-cloudflare",
  "develop",
)
/**
 * Behaviour that does not depend on the screen's width is tested at phone width only: whole spec
 * files here, single tests and groups by their ANY_WIDTH tag (support/fixtures.ts).
 */
const anyWidth = new RegExp(ANY_WIDTH)
const phoneOnly = specFiles("merch", "videos", "not-found", "no-javascript", "security-headers")
/**
 * The content editor is used on a computer: its specs run at desktop width, on the built site
 * (admin) and on `gatsby develop` in a copy of the project, which develop.spec.ts starts itself.
 */
const desktop = widths[2]
/**
 * Safari takes a photo another way (its canvas cannot make WebP, its decoder no HEIC here): the
 * editor's photo test of that engine runs in WebKit, the rest in Chromium.
 */
const inWebKit = /Safari's engine/
const editor = [
  {
    name: "editor",
    testMatch: specFiles("admin", "admin-photos"),
    grepInvert: inWebKit,
    use: { viewport: desktop.viewport },
  },
  ...(webkitPaths()
    ? [
        {
          name: "editor webkit",
          testMatch: specFiles("admin-photos"),
          grep: inWebKit,
          workers: 1,
          use: { browserName: "webkit" as const, viewport: desktop.viewport },
          metadata: { engine: "webkit" },
        },
      ]
    : []),
  // The editor as members meet it on Cloudflare: the plain build served by Cloudflare's runtime,
  // in Chromium and in WebKit.
  ...sites
    .filter(site => site.name === "cloudflare")
    .flatMap(site => {
      const use = { viewport: desktop.viewport, baseURL: `http://127.0.0.1:${site.port}` }
      return [
        { name: "editor on cloudflare", testMatch: specFiles("admin-cloudflare"), use },
        ...(webkitPaths()
          ? [
              {
                name: "editor on cloudflare webkit",
                testMatch: specFiles("admin-cloudflare"),
                workers: 1,
                use: { ...use, browserName: "webkit" as const },
                metadata: { engine: "webkit" },
              },
            ]
          : []),
      ]
    }),
  {
    name: "editor on develop",
    testMatch: "**/develop.spec.ts",
    use: { viewport: desktop.viewport, baseURL: `http://127.0.0.1:${PORT + 10}` },
  },
]
/**
 * A project whose browser is slow to start (Firefox, WebKit's driver and MiniBrowser) runs its
 * tests in one worker, beside another project's, rather than starting its browser twice.
 */
const oneWorker = { workers: 1 }
/**
 * The tests tagged ENGINES (support/tags.ts) run in Firefox and WebKit too, at phone and desktop
 * width, and those tagged LAYOUT at tablet width as well: Debian's Firefox ESR through WebDriver BiDi, and WebKitGTK's MiniBrowser through its
 * WebDriver, driven by the adapter in support/webkit/ (support/fixtures.ts). An engine this
 * machine does not have is left out, and `npm test` says so (support/browsers.ts says how to
 * install it).
 */
const firefox = firefoxPath()
const otherEngines = [
  ...(firefox
    ? [
        {
          engine: "firefox",
          use: {
            browserName: "firefox" as const,
            channel: "moz-firefox",
            launchOptions: {
              executablePath: firefox,
              firefoxUserPrefs: {
                // Headless on a machine without a mouse, Firefox reports no pointer and no hover;
                // these are a browser with a mouse (fine, can hover), as Chromium's projects are.
                "ui.primaryPointerCapabilities": 6,
                "ui.allPointerCapabilities": 6,
                // All pages in one content process rather than one per site (Fission): the site
                // has no frame from another site, so nothing a test looks at changes, and 15 page
                // loads in new windows took 18 s of processor time, not 23.
                "fission.autostart": false,
                "dom.ipc.processCount": 1,
                "dom.ipc.processPrelaunch.enabled": false,
              },
            },
          },
        },
      ]
    : []),
  ...(webkitPaths() ? [{ engine: "webkit", use: { browserName: "webkit" as const } }] : []),
]
/**
 * Browsers older than Safari 17 have no Popover API, which the menu panel is built on: WebKit
 * with that API turned off runs the tests tagged NO_POPOVER (support/tags.ts) at phone width.
 */
const withoutPopover = otherEngines
  .filter(({ engine }) => engine === "webkit")
  .map(({ engine, use }) => ({
    name: "webkit without popover",
    ...oneWorker,
    grep: new RegExp(NO_POPOVER),
    testIgnore: ownSpecs,
    use: { ...use, viewport: phone.viewport, popoverApi: false },
    metadata: { engine },
  }))

export const serve = (port: number, folder: string) => ({
  command: `node __tests__/e2e/support/static-server.mjs ${port} ${folder}`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 20_000,
})

/** A built site served by Cloudflare's runtime, which takes some seconds to start. */
const serveOnCloudflare = (port: number, folder: string) => ({
  ...serve(port, folder),
  command: `node __tests__/e2e/support/cloudflare-server.mjs ${port} ${folder}`,
  timeout: 60_000,
})

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
    // First, so that the longest test (develop.spec.ts, over a minute) starts at once beside the
    // others instead of holding up the end of the run.
    ...editor,
    ...widths.map(({ name, viewport }) => ({
      name,
      testIgnore: viewport === phone.viewport ? ownSpecs : [...ownSpecs, ...phoneOnly],
      grepInvert: viewport === phone.viewport ? undefined : anyWidth,
      use: { viewport },
    })),
    ...otherEngines.flatMap(({ engine, use }) =>
      widths.map(({ name, viewport }) => ({
        name: `${engine} ${name}`,
        ...oneWorker,
        grep: new RegExp(name === "tablet" ? LAYOUT : ENGINES),
        testIgnore: viewport === phone.viewport ? ownSpecs : [...ownSpecs, ...phoneOnly],
        grepInvert: viewport === phone.viewport ? undefined : anyWidth,
        use: { ...use, viewport },
        metadata: { engine },
      })),
    ),
    ...withoutPopover,
    ...sites.flatMap(site =>
      site.widths.map(({ name, viewport }) => ({
        name: `${site.name} ${name}`,
        testMatch: site.specs.map(spec => `**/${spec}.spec.ts`),
        grep: "grep" in site ? site.grep : undefined,
        grepInvert: viewport === phone.viewport ? undefined : anyWidth,
        use: { viewport, baseURL: `http://127.0.0.1:${site.port}` },
      })),
    ),
  ],
  webServer: [
    serve(PORT, "public"),
    ...sites.map(site =>
      "server" in site ? serveOnCloudflare(site.port, site.folder) : serve(site.port, site.folder),
    ),
  ],
})
