const fs = require("node:fs")
const path = require("node:path")

const schemaDir = path.join(__dirname, "schemas")

/** The content folder: content/ beside this folder, or the copy a test names in CONTENT_DIR. */
const contentDir = path.resolve(__dirname, "..", process.env.CONTENT_DIR ?? "content")

const readSchema = name => JSON.parse(fs.readFileSync(path.join(schemaDir, name), "utf8"))

/**
 * The content files: each with its schema, the GraphQL node type it becomes, and what one entry
 * is called in messages to a maintainer.
 */
const contentFiles = [
  { file: "site.json", schema: "site.schema.json", type: "SiteJson", entry: "site" },
  { file: "bio.json", schema: "bio.schema.json", type: "BioJson", entry: "bio" },
  { file: "features.json", schema: "features.schema.json", type: "FeaturesJson", entry: "card" },
  { file: "photos.json", schema: "photos.schema.json", type: "PhotosJson", entry: "photo" },
  { file: "videos.json", schema: "videos.schema.json", type: "VideosJson", entry: "video" },
  { file: "merch.json", schema: "merch.schema.json", type: "MerchJson", entry: "product" },
].map(contentFile => ({ ...contentFile, schemaJson: readSchema(contentFile.schema) }))

const commonSchema = readSchema("common.schema.json")

/** The shared definition a property points at, if any: text, httpsUrl, image or altText. */
const commonDefinition = property => {
  const match = /^common\.schema\.json#\/\$defs\/(\w+)$/.exec(property?.$ref ?? "")
  return match ? match[1] : undefined
}

/** A `#/$defs/Name` reference within the same schema, resolved to its name and definition. */
const localDefinition = (schema, property) => {
  const match = /^#\/\$defs\/(\w+)$/.exec(property?.$ref ?? "")
  return match ? { name: match[1], definition: schema.$defs[match[1]] } : undefined
}

module.exports = {
  contentDir,
  contentFiles,
  commonSchema,
  commonDefinition,
  localDefinition,
  schemaDir,
}
