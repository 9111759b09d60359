import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { checkContent, formatReport, graphqlTypeDefs } from "./content-model"
import { deferBundlesInPages } from "./gatsby/defer-scripts"
import { writeSiteFiles } from "./gatsby/site-files"

/** The content folder; tests point it at a copy with CONTENT_DIR. */
const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content")

/**
 * The content is checked before Gatsby does anything else, so a broken content file stops the
 * build with the same messages as `npm run validate`, and an earlier public/ stays as it was.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const report = checkContent(contentDir)
  if (report.problems.length > 0) {
    reporter.panic(
      `The content has problems, so the site was not built.\n\n${formatReport(report)}`,
    )
  }
  report.warnings.forEach(warning => reporter.warn(warning))
}

/**
 * Every content file gets an explicit type, generated from its JSON Schema in content-model/:
 * nothing is inferred, required fields are non-null, closed sets are enums and image fields are
 * files. A content entry's own `id` is stored by gatsby-transformer-json as `jsonId`.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs())
}

/** robots.txt, llms.txt and the host's _headers (with the hashes of the built pages' inline scripts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { program, config } = store.getState()
  const publicDir = path.join(program.directory, "public")
  // Pages first: the policy in _headers lists the hashes of the pages' final inline scripts.
  deferBundlesInPages(publicDir)
  writeSiteFiles(publicDir, contentDir, config.siteMetadata.siteUrl)
}
