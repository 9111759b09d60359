/**
 * The content model, written once: the JSON Schemas in ./schemas describe every content file.
 * From them come the checks a maintainer's edit must pass (`checkContent`), the GraphQL types
 * Gatsby sources the content into (`graphqlTypeDefs`), the node type of each file's entries
 * (`contentTypeName`, for gatsby-transformer-json), the TypeScript types the site's views take
 * (`typeScriptDefs`) and what the content editor's form is made from (the schemas as `contentFiles`
 * describes them, the photo formats the site takes and the widest file it makes of a photo).
 * Other code imports this entry, never
 * the plugin's inner files.
 */
export { checkContent, formatReport, type Report } from "./check"
export {
  commonDefinition,
  commonSchema,
  contentDir,
  contentFiles,
  localDefinition,
  siteSettings,
  type ContentFile,
  type Schema,
} from "./files"
export { contentTypesFile, graphqlTypeDefs } from "./graphql"
export { FORMATS, WIDEST_FILE_PX } from "./images"
export { contentTypeName } from "./source"
export { TYPESCRIPT_FILE, typeScriptDefs, typeScriptFile } from "./typescript"
