/**
 * Gatsby's own command line checks what the npm scripts do (the site's gatsby-node.ts,
 * `onPreInit`): `gatsby build` on a Node the project does not run on stops, before it touches
 * public/, with the line `npm run build` stops with. In a copy of the project whose package.json
 * allows every Node but this one (test-results/gatsby-command-site/).
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { copyProject, gatsbyCommand } from "../sites/site-copy.mjs"
import { root } from "./built"

const site = path.join(root, "test-results/gatsby-command-site")

afterAll(() => rmSync(site, { recursive: true, force: true }))

it("stops `gatsby build` on a Node the project does not run on, with the npm scripts' line", () => {
  copyProject(site)
  const manifest = path.join(site, "package.json")
  const project = JSON.parse(readFileSync(manifest, "utf8"))
  // Every Node but the one running here.
  const [major] = process.versions.node.split(".")
  project.engines.node = major === "24" ? "^22.22.0" : "24.x"
  writeFileSync(manifest, JSON.stringify(project, null, 2))
  const run = (command: string, args: string[]) => {
    const { status, stdout, stderr } = spawnSync(command, args, {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    })
    return { status, output: `${stdout}${stderr}`.replace(/\s+/g, " ") }
  }

  const launched = run(...gatsbyCommand("build"))
  expect(launched.status).toBe(1)
  const line = launched.output.trim()
  expect(line).toMatch(
    /^This project runs on Node .* \(package\.json "engines"\), and this is Node /,
  )

  const gatsbys = run(process.execPath, [path.join(site, "node_modules/gatsby/cli.js"), "build"])
  expect(gatsbys.status).not.toBe(0)
  expect(gatsbys.output).toContain(line)
  expect(existsSync(path.join(site, "public"))).toBe(false)
}, 120_000)
