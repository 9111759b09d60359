/**
 * The one line a script that starts Gatsby prints on a Node the project does not run on
 * (scripts/node-version.mjs), against package.json's `engines`.
 */
import { nodeVersionProblem } from "../scripts/node-version.mjs"
import project from "../package.json"

it("lets every Node that engines allows through", () => {
  expect(project.engines.node).toBe("^22.22.0 || 24.x")
  for (const version of ["22.22.0", "22.23.3", "24.0.0", "24.21.0"]) {
    expect(nodeVersionProblem(version)).toBeUndefined()
  }
})

it("names the versions needed and the way to get one, on any other", () => {
  for (const version of ["20.20.2", "22.21.1", "23.11.0", "26.0.0"]) {
    expect(nodeVersionProblem(version)).toBe(
      `This project runs on Node 22 (22.22 or later) or 24 (package.json "engines"), and this is ` +
        `Node ${version}: ` +
        "switch with `nvm use` (.nvmrc names 24) or install Node 24 from nodejs.org, then run the " +
        "command again.",
    )
  }
})
