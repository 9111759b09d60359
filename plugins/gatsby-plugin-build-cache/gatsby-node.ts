import { existsSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

/** The lockfiles package managers write: each names every installed package and its version. */
const LOCKFILES = ["package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml"]

/**
 * What the webpack caches of a Gatsby project in `directory` depend on, besides the modules they
 * build: the installed packages, by the lockfile (and by the patches made to them); the project's
 * package.json (browserslist, for one) and PostCSS configuration; and its Gatsby files as Parcel
 * compiled them into .cache/compiled/ (gatsby-config, and the gatsby-node of the site and its
 * local plugins, which shape webpack's configuration). Folders end in a separator, as webpack
 * takes them: every file in them counts. Not exported: Gatsby takes every export of a
 * gatsby-node for one of its APIs, and stops on a name it does not know (API.NODE.VALIDATION).
 */
const buildDependencies = (directory: string) =>
  [
    ...LOCKFILES,
    "package.json",
    "postcss.config.js",
    `patches${path.sep}`,
    `.cache${path.sep}compiled${path.sep}`,
  ]
    .map(name => path.join(directory, name) + (name.endsWith(path.sep) ? path.sep : ""))
    .filter(file => existsSync(file))

/**
 * Gatsby names as webpack's build dependencies its own webpack.config.js and the gatsby-node of
 * each plugin that shapes webpack's configuration. webpack then follows every module Node loaded
 * for them, and resolves again each request one makes of another: hundreds of packages behind
 * Gatsby's loaders, about 4 s of a cold build's 8 s HTML renderer on a 2-core machine, to check
 * files that change only when packages do. The lockfile says when packages change, so it stands
 * for them (buildDependencies).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  getConfig,
  actions,
  store,
}) => {
  const config = getConfig()
  if (config.cache?.type !== "filesystem") return
  const { directory } = store.getState().program
  actions.replaceWebpackConfig({
    ...config,
    cache: { ...config.cache, buildDependencies: { config: buildDependencies(directory) } },
  })
}
