import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import type { Compiler } from "webpack"

const INSTALLED = `${path.sep}node_modules${path.sep}`

/**
 * The patches applied over the installed packages, file by file: a folder would make webpack walk
 * the project's package.json and every package it depends on.
 */
const patchFiles = (directory: string): string[] => {
  const patches = path.join(directory, "patches")
  if (!existsSync(patches)) return []
  return readdirSync(patches, { recursive: true, encoding: "utf8" })
    .filter(name => name.endsWith(".patch"))
    .sort()
    .map(name => path.join(patches, name))
}

/**
 * webpack keeps its persistent caches only while the code that made them is unchanged: its build
 * dependencies, Gatsby's webpack configuration and every loader a module went through among them.
 * Before it first stores a cache it traces each of those through every module Node loaded for it,
 * resolving them one at a time: thousands of files of lodash, webpack, Babel and Gatsby, most of a
 * cold build's main thread (docs/performance.md has the figures). What is installed, though, is named
 * whole by the lockfile and the patches. So once a compilation is sealed, the installed build
 * dependencies give way to those files, which webpack checks by their content as it checks any;
 * the project's own (the local plugins' compiled gatsby-node files, the PostCSS configuration)
 * stay and are traced as before. Without a lockfile, webpack's own tracing stands.
 *
 * webpack checks a cache it restores against the files it was stored with, so a patch added
 * since would go unseen: the patches' names are also the caches' version (`patchesVersion`).
 */
export class InstalledCodeByLockfile {
  static readonly NAME = "InstalledCodeByLockfile"

  constructor(private readonly directory: string) {}

  apply(compiler: Compiler) {
    const lockfile = path.join(this.directory, "package-lock.json")
    if (!existsSync(lockfile)) return
    const patches = patchFiles(this.directory)
    compiler.hooks.afterCompile.tap(InstalledCodeByLockfile.NAME, compilation => {
      const { buildDependencies } = compilation
      for (const file of [...buildDependencies]) {
        if (file.includes(INSTALLED)) buildDependencies.delete(file)
      }
      buildDependencies.addAll([lockfile, ...patches])
    })
  }
}

/**
 * The version of webpack's persistent caches: the names of the patches applied over the installed
 * packages, or none. A cache stored under other patches is not restored.
 */
export const patchesVersion = (directory: string) =>
  patchFiles(directory)
    .map(file => path.relative(directory, file))
    .join(" ") || undefined
