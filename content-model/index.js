/**
 * The content model, written once: the JSON Schemas in ./schemas describe every content file.
 * From them come the checks a maintainer's edit must pass (`checkContent`) and the GraphQL types
 * Gatsby sources the content into (`graphqlTypeDefs`).
 */
const { checkContent, formatReport } = require("./check")
const { saveImageChecks } = require("./images")
const { cmsConfig } = require("./cms")
const { contentTypesFile, graphqlTypeDefs } = require("./graphql")
const { contentDir } = require("./files")

module.exports = {
  checkContent,
  cmsConfig,
  contentTypesFile,
  contentDir,
  formatReport,
  graphqlTypeDefs,
  saveImageChecks,
}
