import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
]

const HOW_TO_INSTALL =
  "No Chromium found: install it (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome) or set CHROME_PATH to its executable."

const isDebian = () => existsSync("/etc/debian_version")
const isRoot = () => process.getuid?.() === 0

const find = () => {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`)
    return fromEnv
  }
  return CANDIDATES.find(candidate => existsSync(candidate))
}

/**
 * The system Chromium the browser suite drives. No test tool downloads a browser of its own.
 * On a Debian machine where the run is root, Debian's chromium package is installed if missing.
 */
export const chromiumPath = (): string => {
  const found = find()
  if (found) return found
  if (isDebian() && isRoot()) {
    process.stderr.write("Chromium is missing: installing Debian's chromium package…\n")
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" })
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    })
    const installed = find()
    if (installed) return installed
  }
  throw new Error(HOW_TO_INSTALL)
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

export const describeMachine = () =>
  isDebian() ? `Debian ${readFileSync("/etc/debian_version", "utf8").trim()}` : process.platform
