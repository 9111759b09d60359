import { execFileSync } from "node:child_process"
import { existsSync, readdirSync } from "node:fs"
import type { WebKitPaths } from "./webkit/driver"

/**
 * The system browsers the browser suite drives, one per engine: Chromium, Firefox (ESR on
 * Debian) and WebKitGTK. No test tool downloads a browser of its own. On a Debian machine where
 * the run is root (CI), Debian's packages of the missing ones are installed first.
 */

/**
 * Chromium's headless shell first: the same Blink and V8 without the browser around them, and the
 * build Playwright itself runs headless tests in. Here it runs the suite's Chromium projects in
 * well under half the processor time of Debian's full `chromium` in its headless mode.
 */
const CHROMIUM = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
]
const FIREFOX = ["/usr/bin/firefox-esr", "/usr/bin/firefox"]
/** WebKitGTK's MiniBrowser lives in the library's folder, which names the machine's architecture. */
const miniBrowsers = () =>
  existsSync("/usr/lib")
    ? readdirSync("/usr/lib").flatMap(folder =>
        ["webkit2gtk-4.1", "webkit2gtk-4.0", "webkitgtk-6.0"].map(
          library => `/usr/lib/${folder}/${library}/MiniBrowser`,
        ),
      )
    : []

const isDebian = () => existsSync("/etc/debian_version")
const isRoot = () => process.getuid?.() === 0
const first = (candidates: string[]) => candidates.find(candidate => existsSync(candidate))

const fromEnv = (name: string) => {
  const value = process.env[name]
  if (value && !existsSync(value))
    throw new Error(`${name} is set to ${value}, which does not exist.`)
  return value
}

const find = {
  chromium: () => fromEnv("CHROME_PATH") ?? first(CHROMIUM),
  firefox: () => fromEnv("FIREFOX_PATH") ?? first(FIREFOX),
  webkit: (): WebKitPaths | undefined => {
    const driver = first(["/usr/bin/WebKitWebDriver"])
    const miniBrowser = first(miniBrowsers())
    const xvfb = first(["/usr/bin/Xvfb"])
    return driver && miniBrowser && xvfb ? { driver, miniBrowser, xvfb } : undefined
  },
}

export type Engine = keyof typeof find

/** Debian's packages of each engine's browser and what it needs to run here. */
const DEBIAN_PACKAGES: Record<Engine, string[]> = {
  chromium: ["chromium-headless-shell"],
  firefox: ["firefox-esr"],
  webkit: ["webkit2gtk-driver", "xvfb"],
}

export const HOW_TO_INSTALL: Record<Engine, string> = {
  chromium:
    "No Chromium found: install it (Debian: `sudo apt-get install chromium-headless-shell`, or `chromium`; macOS: install Google Chrome) or set CHROME_PATH to its executable.",
  firefox:
    "No Firefox found: install it (Debian: `sudo apt-get install firefox-esr`) or set FIREFOX_PATH to its executable.",
  webkit:
    "No WebKitGTK found: on Debian, `sudo apt-get install webkit2gtk-driver xvfb` (WebKitWebDriver, its MiniBrowser and a virtual display).",
}

let installed = false
const installMissing = () => {
  if (installed || !isDebian() || !isRoot()) return
  installed = true
  const missing = (Object.keys(find) as Engine[]).filter(engine => !find[engine]())
  if (missing.length === 0) return
  const packages = missing.flatMap(engine => DEBIAN_PACKAGES[engine])
  process.stderr.write(`Installing Debian's ${packages.join(", ")} for the browser suite…\n`)
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" })
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  })
}

/** The Chromium every project but Firefox's and WebKit's drives; the suite cannot run without it. */
export const chromiumPath = (): string => {
  installMissing()
  const found = find.chromium()
  if (!found) throw new Error(HOW_TO_INSTALL.chromium)
  return found
}

/**
 * The full Chromium, if this machine has it: the headless shell has no back/forward cache (its
 * embedder turns it off), which page-change.spec.ts needs.
 */
export const fullChromiumPath = () => {
  installMissing()
  return first(CHROMIUM.filter(candidate => !candidate.endsWith("headless-shell")))
}

/** Firefox, if this machine has it (the config leaves its projects out otherwise). */
export const firefoxPath = () => {
  installMissing()
  return find.firefox()
}

/** WebKitWebDriver, MiniBrowser and Xvfb, if this machine has them. */
export const webkitPaths = () => {
  installMissing()
  return find.webkit()
}

/** Headless, without a sandbox when root (it cannot start otherwise), and without network noise. */
export const chromiumArgs = (): string[] => [
  ...(isRoot() ? ["--no-sandbox"] : []),
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--no-first-run",
  "--disable-quic",
]
