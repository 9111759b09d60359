/**
 * Whether this Node is one the project runs on: package.json's `engines.node`, the versions Gatsby
 * and its plugins support. npm refuses to install on another (`engine-strict` in .npmrc); every
 * script that starts Gatsby asks this first, so that a tree installed with one Node and run with
 * another stops with one line instead of a stack trace from deep inside Gatsby.
 */
import { readFileSync } from "node:fs"
import semver from "semver"

// Of the project in the current folder, where npm runs its scripts.
const project = JSON.parse(readFileSync("package.json", "utf8"))
const nvmrc = readFileSync(".nvmrc", "utf8").trim()

/** "^22.22.0 || 24.x" → "22 (22.22 or later) or 24". */
const readable = range => {
  const versions = range
    .split("||")
    .map(part => part.trim())
    .map(part => part.replace(/\.x$/, "").replace(/^\^(\d+)\.(\d+)\.0$/, "$1 ($1.$2 or later)"))
  return versions.length > 1
    ? `${versions.slice(0, -1).join(", ")} or ${versions.at(-1)}`
    : versions[0]
}

/**
 * One line saying which Node the project needs and how to get it, or undefined when `version`
 * (this Node's, by default) is one of them.
 * @param {string} [version]
 */
export const nodeVersionProblem = (version = process.versions.node) => {
  const range = project.engines.node
  if (semver.satisfies(version, range)) return undefined
  return (
    `This project runs on Node ${readable(range)} (package.json "engines"), and this is Node ` +
    `${version}: switch with \`nvm use\` (.nvmrc names ${nvmrc}) or install Node ${nvmrc} from ` +
    "nodejs.org, then run the command again."
  )
}

/** Ends the process with that line when this Node is not one the project runs on. */
export const requireSupportedNode = () => {
  const problem = nodeVersionProblem()
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
