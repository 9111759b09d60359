/**
 * Gatsby's command line, as every npm script that runs Gatsby starts it
 * (`node scripts/gatsby.mjs build`), with what must happen before Gatsby starts, and nothing else.
 * What Gatsby's own commands need checked, the Node version and the patches, the site's
 * gatsby-node.ts checks in `onPreInit`, for `gatsby build` and `gatsby develop` alike. Gatsby is
 * the one of the project in the current folder, as `npx gatsby` would find it, so the copies the
 * tests build use it too.
 *
 * The Node version is checked here as well, first: Gatsby loads every plugin before `onPreInit`,
 * and a module that does not load on an older Node (chokidar 6 needs 22.22) would end the command
 * with a stack trace instead of the line that says which Node to use (node-version.mjs).
 *
 * Node keeps the code it compiles of Gatsby's modules, and of the workers Gatsby starts (which
 * inherit NODE_COMPILE_CACHE), in node_modules/.cache/node-compile-cache, or where
 * NODE_COMPILE_CACHE says (NODE_DISABLE_COMPILE_CACHE=1 turns it off): every command loads
 * thousands of modules, and compiling them all again is a good part of a short build
 * (docs/performance.md has the figures).
 *
 * A build, or `develop`, that finds public/ as a host's adapter laid it out starts afresh
 * (plugins/gatsby-plugin-plain-html/adapted-public.mjs).
 *
 * Gatsby counts the processors itself (GATSBY_CPU_COUNT, if the environment sets it). Told to use
 * one (GATSBY_CPU_COUNT=1), it runs the queries in its main process and leaves its one worker
 * loading the site in the background; a build that then has no page to render again ends that
 * worker before it is done, and fails ("Worker exited before finishing task").
 */
import { spawn } from "node:child_process"
import module from "node:module"
import os from "node:os"
import path from "node:path"
import { forgetAdaptedPublic } from "../plugins/gatsby-plugin-plain-html/adapted-public.mjs"
import { requireSupportedNode } from "./node-version.mjs"

requireSupportedNode()

if (["build", "develop"].includes(process.argv[2])) {
  const afresh = forgetAdaptedPublic(process.cwd())
  if (afresh) console.info(afresh)
}

const require = module.createRequire(path.resolve("package.json"))
const manifest = require.resolve("gatsby/package.json")
const command = path.resolve(path.dirname(manifest), require(manifest).bin.gatsby)

const gatsby = spawn(process.execPath, [command, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_COMPILE_CACHE:
      process.env.NODE_COMPILE_CACHE ??
      path.resolve("node_modules", ".cache", "node-compile-cache"),
  },
})
// Ctrl-C reaches Gatsby from the terminal; a signal sent to this process alone is passed on. Either
// way this one ends when Gatsby has, with its status.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => gatsby.kill(signal))
}
gatsby.on("exit", (code, signal) => {
  process.exit(signal ? 128 + os.constants.signals[signal] : (code ?? 1))
})
