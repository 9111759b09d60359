/**
 * Gatsby's command line, as every npm script that runs Gatsby starts it
 * (`node scripts/gatsby.mjs build`): on a Node the project does not run on, it stops with one line
 * saying which it needs (node-version.mjs). Gatsby is the one of the project in the current
 * folder, as `npx gatsby` would find it, so the copies the tests build use it too.
 */
import { createRequire } from "node:module"
import path from "node:path"
import { requireSupportedNode } from "./node-version.mjs"

requireSupportedNode()
createRequire(path.join(process.cwd(), "package.json"))("gatsby/cli.js")
