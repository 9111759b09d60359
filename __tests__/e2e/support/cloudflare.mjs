/**
 * Serves a built site with Cloudflare's own runtime, as Cloudflare serves it: `wrangler dev` runs
 * Cloudflare's asset worker in workerd, offline and with no account, under the project's
 * wrangler.jsonc (its `assets` settings: pretty URLs, the not-found page), with the folder given
 * in place of its `assets.directory`. The configuration it runs under, and wrangler's own state
 * (`.wrangler/`), are written to test-results/cloudflare-<port>/, never beside the project's.
 * The header test and the browser suite's "cloudflare" projects (cloudflare-server.mjs) share it.
 */
import { spawn } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { experimental_readRawConfig as readRawConfig } from "wrangler"

/** Keeps wrangler off the network: no account look-up, no metrics. */
const OFFLINE = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" }

/**
 * Starts Cloudflare's runtime serving `folder` on `port`. Resolves, once it answers, with
 * `stop()` and `output()` (what wrangler printed: its count of header rules, and any rule or line
 * it dropped); rejects with that output if it ends first.
 */
export const startCloudflare = ({ port, folder, project = process.cwd() }) => {
  const { rawConfig } = readRawConfig({ config: path.join(project, "wrangler.jsonc") })
  const dir = path.join(project, "test-results", `cloudflare-${port}`)
  mkdirSync(dir, { recursive: true })
  const config = path.join(dir, "wrangler.json")
  const assets = { ...rawConfig.assets, directory: path.resolve(project, folder) }
  writeFileSync(config, JSON.stringify({ ...rawConfig, assets }, null, 2))
  const wrangler = path.join(project, "node_modules", ".bin", "wrangler")
  const child = spawn(
    wrangler,
    [
      "dev",
      ...["--config", config, "--ip", "127.0.0.1", "--port", String(port)],
      "--show-interactive-dev-session=false",
    ],
    { cwd: dir, env: { ...process.env, ...OFFLINE }, stdio: ["ignore", "pipe", "pipe"] },
  )
  let printed = ""
  child.stdout.on("data", chunk => (printed += chunk))
  child.stderr.on("data", chunk => (printed += chunk))
  const stop = () =>
    new Promise(resolve => {
      if (child.exitCode !== null) return resolve()
      child.once("exit", () => resolve())
      child.kill("SIGTERM")
    })
  return new Promise((resolve, reject) => {
    child.once("exit", code =>
      reject(new Error(`Cloudflare's runtime ended (${code}) before it served:\n${printed}`)),
    )
    const ready = async () => {
      try {
        await fetch(`http://127.0.0.1:${port}/`)
        resolve({ url: `http://127.0.0.1:${port}`, stop, output: () => printed })
      } catch {
        if (child.exitCode === null) setTimeout(ready, 250)
      }
    }
    ready()
  })
}
