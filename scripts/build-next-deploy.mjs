/**
 * Builds the site's next deploy, for the browser suite's stale-deploy test
 * (__tests__/e2e/stale-deploy.spec.ts): a copy of the project in test-results/next-deploy/, sharing
 * node_modules, in which one component has changed. The menu panel's id is renamed, which changes
 * the pages and the script that drives the menu, so its file has a new name. The test serves
 * test-results/deployed, a link it turns from public/ to this build as a host's deploy would.
 * Usage: node scripts/build-next-deploy.mjs
 */
import { spawnSync } from "node:child_process"
import { readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import path from "node:path"
import { copyProject, gatsbyCommand, shrinkImages } from "./site-copy.mjs"

const NEXT_DEPLOY = path.resolve("test-results/next-deploy")
const DEPLOYED = path.resolve("test-results/deployed")

// Its test follows the pages from one deploy to the next, not image sizes: small images keep the
// build short.
await shrinkImages(copyProject(NEXT_DEPLOY))
const menu = path.join(NEXT_DEPLOY, "src/lib/menu.ts")
const source = readFileSync(menu, "utf8")
const changed = source.replace('MENU_PANEL_ID = "menu-panel"', 'MENU_PANEL_ID = "site-menu"')
if (changed === source) throw new Error(`${menu} no longer sets MENU_PANEL_ID = "menu-panel".`)
writeFileSync(menu, changed)

rmSync(DEPLOYED, { force: true })
symlinkSync(path.resolve("public"), DEPLOYED, "dir")

const { status } = spawnSync(...gatsbyCommand("build"), {
  cwd: NEXT_DEPLOY,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
})
process.exit(status ?? 1)
