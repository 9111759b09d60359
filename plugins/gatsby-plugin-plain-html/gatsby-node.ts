import { writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { browserScriptEntry, browserScriptFiles, styleSheetFiles } from "./browser-script"
import { addNotFoundPolicy, headerRoutes, headersFile } from "./security-headers"

type Options = PluginOptions & { script: string }

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    script: Joi.string()
      .default("src/enhancements/index.ts")
      .description("The site's one browser script, relative to the project"),
  })

/**
 * The production build makes the site's browser script as an entry of its own, and the HTML
 * renderer, built after it, learns its file names (BROWSER_SCRIPTS, used in gatsby-ssr.tsx).
 * `gatsby develop` renders pages with React in the browser, and the site loads its script there
 * itself (its gatsby-browser.tsx).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { stage, actions, plugins, store, getConfig },
  options,
) => {
  const { directory } = store.getState().program
  const publicDir = path.join(directory, "public")
  if (stage === "build-javascript") {
    // setWebpackConfig leaves entries alone, so the entry is added to the whole configuration.
    // No source maps: no page loads Gatsby's bundles, and the one browser script is small.
    const config = getConfig()
    const script = path.resolve(directory, (options as Options).script)
    actions.replaceWebpackConfig({
      ...config,
      entry: { ...config.entry, ...browserScriptEntry(script) },
      devtool: false,
    })
  }
  if (stage === "build-html" || stage === "develop-html") {
    const files = stage === "build-html" ? browserScriptFiles(publicDir) : []
    actions.setWebpackConfig({
      plugins: [plugins.define({ BROWSER_SCRIPTS: JSON.stringify(files) })],
    })
  }
  if (stage === "build-html") {
    // An incremental build renders again only the pages whose renderer chunks changed (Gatsby 5
    // with slices ignores the browser build's hash). Every page inlines the style sheet, which
    // the renderer does not import, so its name salts the renderer's hashes: a change to the
    // styles alone reaches every page, on a host that keeps the build cache too.
    // (setWebpackConfig leaves `output` alone, so the salt goes into the whole configuration.)
    const config = getConfig()
    actions.replaceWebpackConfig({
      ...config,
      output: { ...config.output, hashSalt: styleSheetFiles(publicDir).join(" ") },
    })
  }
}

/**
 * The not-found page's policy, and the host's _headers with the hashes of the pages' inline code.
 * A build for Netlify has an adapter (netlify-adapter.ts), which writes _headers itself, from the
 * same rules, once every plugin's onPostBuild has run. This plugin comes after every plugin that
 * writes into public/ (in gatsby-config), so that its rules cover their files.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { program, adapter } = store.getState()
  const publicDir = path.join(program.directory, "public")
  addNotFoundPolicy(publicDir)
  if (!adapter.instance) {
    writeFileSync(path.join(publicDir, "_headers"), headersFile(headerRoutes(publicDir)))
  }
}
