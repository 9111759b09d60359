import type { GatsbyNode } from "gatsby"
import { checkContent, formatReport } from "./check"
import { DevelopRefresh } from "./develop-refresh"
import { contentDir } from "./files"
import { graphqlTypeDefs } from "./graphql"
import { openTakenFormatsOnly } from "./image-loaders"
import { sourceContent, watchContent } from "./source"

/**
 * In every process Gatsby runs the plugins in (its query workers among them, where
 * gatsby-plugin-sharp reads a photo's size, colour and blurred copy), sharp opens only the formats
 * the site takes, as the content check does (image-loaders.ts).
 */
export const onPluginInit: GatsbyNode["onPluginInit"] = () => {
  openTakenFormatsOnly()
}

/**
 * The content is checked before Gatsby does anything else, so a broken content file stops the
 * build with the same messages as `npm run validate`, and an earlier public/ stays as it was.
 *
 * In `gatsby develop`, a change to the content is shown through Gatsby's documented refresh
 * endpoint (develop-refresh.ts), which Gatsby answers only with ENABLE_GATSBY_REFRESH_ENDPOINT set:
 * set here, unless the environment says otherwise, it is on for Gatsby's own `gatsby develop` as
 * for `npm run develop`: in the process that starts the develop server, before it does (Gatsby's
 * develop runs `onPreInit` as it initialises, then starts its servers).
 */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  if (process.env.gatsby_executing_command === "develop") {
    process.env.ENABLE_GATSBY_REFRESH_ENDPOINT ??= "true"
  }
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
 * `gatsby develop`'s server takes the content's refresh (develop-refresh.ts), and a page of the
 * site opened while a change is sourced waits for the pages made from it. The hold is added after
 * the editor's routes (its plugin comes first in gatsby-config.ts), which are not held.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter }) => {
  await developRefresh.serve(app, reporter)
  app.use(developRefresh.holdPages)
}

/** Develop's bundle tells when develop has started (develop-refresh.ts). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "develop") actions.setWebpackConfig({ plugins: [developRefresh] })
}
