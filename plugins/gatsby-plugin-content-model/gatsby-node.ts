import { copyFileSync, cpSync, existsSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import type { GatsbyCache, GatsbyNode, PluginOptions } from "gatsby"
import { BrowserFilesRecord, browserFiles, SITE_STYLE_SHEET } from "../gatsby-plugin-plain-html"
import { prepareEditor, preparePreview, writeAdmin } from "./admin"
import { checkContent, formatReport } from "./check"
import { DEPLOY_PREVIEW_STYLE_SHEET, isDeployPreview } from "./deploy-preview"
import { DevelopRefresh } from "./develop-refresh"
import { contentDir, pluginDir } from "./files"
import { graphqlTypeDefs } from "./graphql"
import { PREVIEW_STYLE_SHEET, previewStyleSheetRoute } from "./preview-style-sheet"
import { type FileNode, sourceContent, watchContent } from "./source"

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
 * The content is checked before Gatsby does anything else, so a broken content file stops the
 * build with the same messages as `npm run validate`, and an earlier public/ stays as it was.
 */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const report = await checkContent(contentDir)
  if (report.problems.length > 0) {
    reporter.panic(
      `The content has problems, so the site was not built.\n\n${formatReport(report)}`,
    )
  }
  report.warnings.forEach(warning => reporter.warn(warning))
}

/** Sourcing runs one at a time: a change that comes while the content is being read waits. */
let sourcing = Promise.resolve()
let watching = false
const developRefresh = new DevelopRefresh()

/**
 * The content folder's files as nodes (source.ts), from which gatsby-transformer-json makes the
 * entries. In `gatsby develop`, a change to the folder sources them again, once its files are
 * written whole and develop has started, through Gatsby's refresh endpoint (develop-refresh.ts):
 * develop waits for every node made here, and for the `onCreateNode` of each (the transformer's),
 * before it makes the pages again. A change the content check refuses is reported, and the pages
 * keep the content as it was.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async args => {
  developRefresh.sources()
  const source = async () => {
    if (watching) {
      const report = await checkContent(contentDir)
      if (report.problems.length > 0) {
        args.reporter.error(
          `The content has problems, so the pages show it as it was before this change.\n\n${formatReport(report)}`,
        )
        return
      }
    }
    await sourceContent(args, contentDir)
  }
  const run = sourcing.then(source)
  sourcing = run.catch(() => undefined)
  await run
  if (process.env.NODE_ENV === "development" && !watching) {
    watching = true
    watchContent(contentDir, developRefresh.changed)
  }
}

/** Develop has made the pages again: pages opened while a change was sourced are served. */
export const createPages: GatsbyNode["createPages"] = () => {
  developRefresh.pagesMade()
}

/**
 * Every content file gets an explicit type, generated from its JSON Schema: nothing is inferred,
 * required fields are non-null, closed sets are enums and image fields are files. A content
 * entry's own `id` is `jsonId`, as gatsby-transformer-json stores it.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs())
}

/**
 * A file's address on the site (`publicURL`, as gatsby-source-filesystem names it): the file is
 * copied into public/static/, under its content's digest, when a query first asks for it.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({
  createResolvers: addResolvers,
  pathPrefix,
}) => {
  addResolvers({
    File: {
      publicURL: {
        type: "String",
        description: "The file's address on the site: the file copied into public/static/",
        resolve: (file: FileNode) => {
          const name = `${file.internal.contentDigest}/${file.base}`
          const copy = path.resolve("public", "static", name)
          if (!existsSync(copy)) cpSync(file.absolutePath, copy)
          return `${pathPrefix}/static/${name}`
        },
      },
    },
  })
}

/**
 * The content editor's settings. Its page is titled with the group's name, and it saves to the
 * GitHub repository CMS_GITHUB_REPO names ("owner/name"), or on Netlify to the repository the site
 * is built from (REPOSITORY_URL); the local editor saves into the folder it is given.
 */
const editorRepository = () =>
  process.env.CMS_GITHUB_REPO ??
  /github\.com[/:]([^/]+\/[^/.]+)/.exec(process.env.REPOSITORY_URL ?? "")?.[1]

/** Gatsby runs in the project's folder; the editor's bundle is kept in the plugin's own cache. */
const adminOptions = (cache: GatsbyCache, options: PluginOptions, styles: string[]) => ({
  previewEntry: path.resolve((options as Options).preview),
  styles,
  publicDir: path.resolve("public"),
  cacheDir: cache.directory,
  projectFolder: path.basename(process.cwd()),
  siteName: (
    JSON.parse(readFileSync(path.join(contentDir, "site.json"), "utf8")) as { name: string }
  ).name,
  siteUrl: (options as Options).siteUrl,
  // Without one, the editor works on this machine only (docs/deploy.md).
  repo: editorRepository(),
})

/**
 * `gatsby develop`'s server takes the content's refresh (develop-refresh.ts), and serves the
 * content editor at /admin too, for editing on this machine. It serves files from public/ but no
 * folder's index.html, so the editor's page has a route. The preview's styles have one too: the
 * site's style sheet, compiled on each request (preview-style-sheet.ts). A page of the site opened
 * while a change is sourced waits for the pages made from it (develop-refresh.ts).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async (
  { app, cache, reporter },
  pluginOptions,
) => {
  await developRefresh.serve(app, reporter)
  const options = adminOptions(cache, pluginOptions, [PREVIEW_STYLE_SHEET])
  await writeAdmin(options)
  app.get("/admin/", (_request: unknown, response: { sendFile: (file: string) => void }) => {
    response.sendFile(path.join(options.publicDir, "admin", "index.html"))
  })
  app.get(PREVIEW_STYLE_SHEET, previewStyleSheetRoute(path.resolve(SITE_STYLE_SHEET), reporter))
  app.use(developRefresh.holdPages)
}

/** The content editor's bundle, begun while the build's first steps leave a processor free. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ cache }, pluginOptions) => {
  void prepareEditor(cache.directory)
  void preparePreview(path.resolve((pluginOptions as Options).preview))
}

/**
 * The page renderer learns whether this is a deploy preview, whose pages carry a mark
 * (gatsby-ssr.tsx); the browser build writes down its style sheets for the editor's preview
 * (onPostBuild); develop's bundle tells when develop has started (develop-refresh.ts).
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
  if (stage === "develop") actions.setWebpackConfig({ plugins: [developRefresh] })
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
  { reporter, cache },
  pluginOptions,
) => {
  const publicDir = path.resolve("public")
  // A build that starts from a deploy preview's files (the host's one cache can hold them) leaves
  // its style sheet out.
  const previewStyleSheet = path.join(publicDir, DEPLOY_PREVIEW_STYLE_SHEET)
  if (isDeployPreview()) copyFileSync(path.join(pluginDir, "deploy-preview.css"), previewStyleSheet)
  else rmSync(previewStyleSheet, { force: true })
  const styles = browserFiles(cache.directory).styleSheets.map(file => `/${file}`)
  await writeAdmin(adminOptions(cache, pluginOptions, styles))
  if (!editorRepository()) {
    reporter.warn(
      "The content editor at /admin can only save on this machine: set CMS_GITHUB_REPO to the " +
        'site\'s GitHub repository ("owner/name") for editing on the published site.',
    )
  }
}
