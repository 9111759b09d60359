import { readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { prepareEditor, writeAdmin } from "./admin"
import { checkContent, formatReport } from "./check"
import { contentDir } from "./files"
import { graphqlTypeDefs } from "./graphql"

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

/**
 * Every content file gets an explicit type, generated from its JSON Schema: nothing is inferred,
 * required fields are non-null, closed sets are enums and image fields are files. A content
 * entry's own `id` is stored by gatsby-transformer-json as `jsonId`.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs())
}

/**
 * The content editor's settings. Its page is titled with the group's name, and it saves to the
 * GitHub repository CMS_GITHUB_REPO names ("owner/name"), or on Netlify to the repository the site
 * is built from (REPOSITORY_URL); the local editor saves into the folder it is given.
 */
const editorRepository = () =>
  process.env.CMS_GITHUB_REPO ??
  /github\.com[/:]([^/]+\/[^/.]+)/.exec(process.env.REPOSITORY_URL ?? "")?.[1]

const adminOptions = (directory: string, siteUrl: string) => ({
  publicDir: path.join(directory, "public"),
  cacheDir: path.join(directory, ".cache"),
  projectFolder: path.basename(directory),
  siteName: (
    JSON.parse(readFileSync(path.join(contentDir, "site.json"), "utf8")) as { name: string }
  ).name,
  siteUrl,
  // Without one, the editor works on this machine only (docs/deploy.md).
  repo: editorRepository(),
})

/**
 * `gatsby develop` serves the content editor at /admin too, for editing on this machine. Its
 * server serves files from public/ but no folder's index.html, so the editor's page has a route.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, store }) => {
  const { program, config } = store.getState()
  const options = adminOptions(program.directory, config.siteMetadata.siteUrl)
  await writeAdmin(options)
  app.get("/admin/", (_request: unknown, response: { sendFile: (file: string) => void }) => {
    response.sendFile(path.join(options.publicDir, "admin", "index.html"))
  })
}

/** The content editor's bundle, begun while the build's first steps leave a processor free. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  void prepareEditor(path.join(store.getState().program.directory, ".cache"))
}

/** The content editor, in public/admin/. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program, config } = store.getState()
  await writeAdmin(adminOptions(program.directory, config.siteMetadata.siteUrl))
  if (!editorRepository()) {
    reporter.warn(
      "The content editor at /admin can only save on this machine: set CMS_GITHUB_REPO to the " +
        'site\'s GitHub repository ("owner/name") for editing on the published site.',
    )
  }
}
