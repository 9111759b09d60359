import path from "node:path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import type { Compiler } from "webpack"
import {
  BrowserFilesRecord,
  browserFiles,
  browserScriptEntry,
  browserScripts,
  SCRIPT_FILE_NAME,
  SITE_STYLE_SHEET,
} from "./browser-script"
import { InstalledCodeByLockfile, patchesVersion } from "./build-dependencies"
import { APP_ENTRY } from "./gatsby-internals"
import { addNotFoundPolicy, type HeaderOptions } from "./security-headers"

type Options = PluginOptions & HeaderOptions & { script: string; styles: string }

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    script: Joi.string()
      .default("src/enhancements/index.ts")
      .description("The site's one browser script, relative to the project"),
    styles: Joi.string()
      .default(SITE_STYLE_SHEET)
      .description("The site's style sheet, relative to the project, which every page inlines"),
    hstsPreload: Joi.boolean()
      .default(false)
      .description(
        "Ask browsers to preload HTTPS for the whole domain and its subdomains (docs/deploy.md)",
      ),
  })

/**
 * webpack makes a script for every entry, the style sheet's too, where it would hold only
 * webpack's runtime (about a kilobyte). This drops it before anything is written: the style
 * sheet's entry is CSS alone.
 */
class StyleSheetEntryWithoutScript {
  static readonly NAME = "StyleSheetEntryWithoutScript"

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(StyleSheetEntryWithoutScript.NAME, compilation => {
      compilation.hooks.processAssets.tap(
        {
          name: StyleSheetEntryWithoutScript.NAME,
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        () => {
          const chunk = compilation.namedChunks.get(APP_ENTRY)
          for (const file of [...(chunk?.files ?? [])].filter(name => name.endsWith(".js"))) {
            compilation.deleteAsset(file)
          }
        },
      )
    })
  }
}

/**
 * The production build's browser bundles are only what the pages load: the site's style sheet
 * and its browser script, each an entry of its own. Not Gatsby's app, page bundles, framework and
 * polyfills, which no page loads. The HTML renderer, built after them, learns the script's file
 * names (BROWSER_SCRIPTS, used in gatsby-ssr.tsx) from what the browser build wrote down
 * (BrowserFilesRecord, in this plugin's cache). `gatsby develop` renders pages with React in
 * the browser, as usual, and the site loads its script there itself (its gatsby-browser.tsx).
 * Every stage's persistent cache names the installed code by the lockfile, and is versioned by the
 * patches applied over it (build-dependencies.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { stage, actions, plugins, getConfig, cache },
  options,
) => {
  // Gatsby runs in the project's folder.
  const directory = process.cwd()
  const publicDir = path.join(directory, "public")
  actions.setWebpackConfig({ plugins: [new InstalledCodeByLockfile(directory)] })
  const version = patchesVersion(directory)
  if (getConfig().cache?.type === "filesystem" && version) {
    actions.setWebpackConfig({ cache: { version } })
  }
  if (stage === "build-javascript") {
    // setWebpackConfig leaves entries and output alone, so they are set in the whole
    // configuration. The style sheet's entry keeps Gatsby's name for it, so that every page
    // inlines its CSS; the script carries its own webpack runtime, has no source map, and is named
    // after its content.
    const config = getConfig()
    const { script, styles } = options as Options
    actions.replaceWebpackConfig({
      ...config,
      entry: {
        [APP_ENTRY]: path.resolve(directory, styles),
        ...browserScriptEntry(path.resolve(directory, script)),
      },
      output: { ...config.output, filename: SCRIPT_FILE_NAME, chunkFilename: SCRIPT_FILE_NAME },
      optimization: { ...config.optimization, runtimeChunk: false },
      plugins: [
        ...config.plugins,
        new StyleSheetEntryWithoutScript(),
        new BrowserFilesRecord(cache.directory),
      ],
      devtool: false,
    })
  }
  if (stage === "build-html" || stage === "develop-html") {
    const scripts =
      stage === "build-html" ? browserScripts(publicDir, browserFiles(cache.directory).scripts) : []
    actions.setWebpackConfig({
      plugins: [plugins.define({ BROWSER_SCRIPTS: JSON.stringify(scripts) })],
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
      output: { ...config.output, hashSalt: browserFiles(cache.directory).styleSheets.join(" ") },
    })
  }
}

/**
 * The not-found page's policy. The site's adapter (adapter.ts) writes the host's _headers, with
 * the hashes of the pages' inline code, once every plugin's onPostBuild has run; this plugin comes
 * after every plugin that writes into public/ (in gatsby-config), so that its policy covers them.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  addNotFoundPolicy(path.resolve("public"))
}
