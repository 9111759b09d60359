/**
 * The content model, written once: the JSON Schemas in ./schemas describe every content file.
 * From them come the checks a maintainer's edit must pass (`checkContent`), the GraphQL types
 * Gatsby sources the content into (`graphqlTypeDefs`), the TypeScript types the site's views take
 * (`typeScriptDefs`) and the content editor's form (`cmsConfig`).
 */
export { checkContent, formatReport, type Report } from "./check"
export { cmsConfig } from "./cms"
export { contentDir, siteSettings } from "./files"
export { contentTypesFile, graphqlTypeDefs } from "./graphql"
export { contentTypeName } from "./source"
export { TYPESCRIPT_FILE, typeScriptDefs, typeScriptFile } from "./typescript"
