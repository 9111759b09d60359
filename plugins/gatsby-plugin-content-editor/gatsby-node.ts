import { copyFileSync, rmSync } from "node:fs"
import path from "node:path"
import type { GatsbyCache, GatsbyNode, Node, PluginOptions } from "gatsby"
import { BrowserFilesRecord, browserFiles, SITE_STYLE_SHEET } from "../gatsby-plugin-plain-html"
import { prepareEditor, preparePreview, writeAdmin } from "./admin"
import {
  editorSettings,
  editorWarnings,
  environmentProblems,
  isDeployPreview,
} from "./build-environment"
import { DEPLOY_PREVIEW_STYLE_SHEET } from "./deploy-preview"
import { pluginDir } from "./files"
import { PREVIEW_STYLE_SHEET, previewStyleSheetRoute } from "./preview-style-sheet"

type Options = PluginOptions & { preview: string; siteUrl: string }

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    preview: Joi.string()
      .default("src/preview/index.tsx")
      .description(
        "The site's preview of each content file for the editor, relative to the project (admin/preview.mjs)",
      ),
    siteUrl: Joi.string()
      .allow("")
      .default("")
      .description(
        "The site's public address, which the editor links to (gatsby-config's siteUrl)",
      ),
  })

/**
 * The host's build variables are checked before Gatsby does anything else (build-environment.ts),
 * so a build on a host whose variables are wrong or missing stops, saying which, and an earlier
 * public/ stays as it was.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems = environmentProblems()
  if (problems.length > 0) {
    reporter.panic(
      `The build's settings need a change, so the site was not built.\n\n${problems.join("\n\n")}`,
    )
  }
}

/** Where the editor's bundle is kept, and the content's nodes, which name the group. */
type EditorArgs = { cache: GatsbyCache; getNodesByType: (type: string) => Node[] }

/** The group's name, from the site's content entry, as the pages have it. */
const siteName = (getNodesByType: EditorArgs["getNodesByType"]) => {
  const [site] = getNodesByType("SiteJson") as Array<Node & { name?: string }>
  if (!site?.name)
    throw new Error("content/site.json has no name: the editor's title comes from it.")
  return site.name
}

/** Gatsby runs in the project's folder; the editor's bundle is kept in the plugin's own cache. */
const adminOptions = (
  { cache, getNodesByType }: EditorArgs,
  options: PluginOptions,
  styles: string[],
) => ({
  previewEntry: path.resolve((options as Options).preview),
  styles,
  publicDir: path.resolve("public"),
  cacheDir: cache.directory,
  projectFolder: path.basename(process.cwd()),
  siteName: siteName(getNodesByType),
  siteUrl: (options as Options).siteUrl,
  // The repository, sign-in and previews, from the host's build variables (docs/deploy.md).
  ...editorSettings(),
})

/**
 * `gatsby develop`'s server serves the content editor at /admin too, for editing on this machine:
 * its page and files from public/admin/, by routes of this plugin's own (develop serves public/
 * as it is, no folder's index.html, but does not promise to). The preview's styles have one too:
 * the site's style sheet, compiled on each request (preview-style-sheet.ts).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async (
  { app, cache, getNodesByType, reporter },
  pluginOptions,
) => {
  const options = adminOptions({ cache, getNodesByType }, pluginOptions, [PREVIEW_STYLE_SHEET])
  await writeAdmin(options)
  const adminDir = path.join(options.publicDir, "admin")
  app.get("/admin/", (_request: unknown, response: { sendFile: (file: string) => void }) => {
    response.sendFile(path.join(adminDir, "index.html"))
  })
  // A file of the editor's by its name under /admin/; none outside the folder (`root`), and
  // anything else left to develop.
  app.get(
    "/admin/*",
    (
      request: { params: string[] },
      response: {
        sendFile: (file: string, options: { root: string }, done: (error?: Error) => void) => void
      },
      next: () => void,
    ) => {
      response.sendFile(request.params[0], { root: adminDir }, error => {
        if (error) next()
      })
    },
  )
  app.get(PREVIEW_STYLE_SHEET, previewStyleSheetRoute(path.resolve(SITE_STYLE_SHEET), reporter))
}

/** The content editor's bundle, begun while the build's first steps leave a processor free. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ cache }, pluginOptions) => {
  void prepareEditor(cache.directory)
  void preparePreview(path.resolve((pluginOptions as Options).preview))
}

/**
 * The page renderer learns whether this is a deploy preview, whose pages carry a mark
 * (gatsby-ssr.tsx); the browser build writes down its style sheets for the editor's preview
 * (onPostBuild).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  cache,
}) => {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ plugins: [new BrowserFilesRecord(cache.directory)] })
  }
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({
      plugins: [plugins.define({ DEPLOY_PREVIEW: JSON.stringify(isDeployPreview()) })],
    })
  }
}

/**
 * The content editor, in public/admin/, its preview with the style sheet every page inlines (at
 * its address on the site).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (
  { reporter, cache, getNodesByType },
  pluginOptions,
) => {
  const publicDir = path.resolve("public")
  // A build that starts from a deploy preview's files (the host's one cache can hold them) leaves
  // its style sheet out.
  const previewStyleSheet = path.join(publicDir, DEPLOY_PREVIEW_STYLE_SHEET)
  if (isDeployPreview()) copyFileSync(path.join(pluginDir, "deploy-preview.css"), previewStyleSheet)
  else rmSync(previewStyleSheet, { force: true })
  const styles = browserFiles(cache.directory).styleSheets.map(file => `/${file}`)
  await writeAdmin(adminOptions({ cache, getNodesByType }, pluginOptions, styles))
  editorWarnings().forEach(warning => reporter.warn(warning))
}
