import { readFileSync } from "node:fs"
import path from "node:path"

/** A JSON Schema, as far as the content model reads one. */
export type Schema = {
  $ref?: string
  $defs?: Record<string, Schema>
  title?: string
  description?: string
  type?: "string" | "integer" | "number" | "boolean" | "array" | "object"
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: (string | number)[]
  pattern?: string
  minimum?: number
  maximum?: number
  minItems?: number
}

/**
 * This plugin's folder, found from the project's: Gatsby runs a local plugin from a compiled copy
 * in .cache/, where its `__dirname` is not its own folder. Gatsby, Jest and the scripts all run in
 * the project's folder (or a copy's, with its own plugins/).
 */
export const pluginDir = path.resolve("plugins", "gatsby-plugin-content-model")

const schemaDir = path.join(pluginDir, "schemas")

/** The content folder: content/ in the project, or the copy a test names in CONTENT_DIR. */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content")

const readSchema = (name: string): Schema =>
  JSON.parse(readFileSync(path.join(schemaDir, name), "utf8"))

/**
 * A content file: its schema, the GraphQL node type it becomes, the TypeScript type of the file
 * (of one entry, for a list) the site's views take, and what one entry is called.
 */
export type ContentFile = {
  file: string
  schema: string
  type: string
  typeScript: string
  entry: string
  schemaJson: Schema
}

/**
 * The content files: each with its schema, the GraphQL node type it becomes, the TypeScript type
 * of the file or of one entry, and what one entry is called in messages to a maintainer.
 */
export const contentFiles: ContentFile[] = [
  {
    file: "site.json",
    schema: "site.schema.json",
    type: "SiteJson",
    typeScript: "Site",
    entry: "site",
  },
  { file: "bio.json", schema: "bio.schema.json", type: "BioJson", typeScript: "Bio", entry: "bio" },
  {
    file: "features.json",
    schema: "features.schema.json",
    type: "FeaturesJson",
    typeScript: "Feature",
    entry: "card",
  },
  {
    file: "photos.json",
    schema: "photos.schema.json",
    type: "PhotosJson",
    typeScript: "Photo",
    entry: "photo",
  },
  {
    file: "videos.json",
    schema: "videos.schema.json",
    type: "VideosJson",
    typeScript: "Video",
    entry: "video",
  },
  {
    file: "merch.json",
    schema: "merch.schema.json",
    type: "MerchJson",
    typeScript: "Product",
    entry: "product",
  },
].map(contentFile => ({ ...contentFile, schemaJson: readSchema(contentFile.schema) }))

export const commonSchema = readSchema("common.schema.json")

/**
 * A JSON file in the content folder that is none of the content files (a copy kept beside one,
 * say), by its path relative to the folder: the site reads no such file, and the check warns of it.
 */
export const isStrayJson = (relativePath: string) =>
  relativePath.toLowerCase().endsWith(".json") &&
  !contentFiles.some(({ file }) => file === relativePath)

/**
 * content/site.json as it is on disk, for the build's settings (the site's address, the web app
 * manifest), or nothing when it cannot be read: the content check, which runs first, reports a
 * broken file before anything uses this.
 */
export const siteSettings = (): {
  name?: string
  description?: string
  url?: string
  logo?: string
} => {
  try {
    return JSON.parse(readFileSync(path.join(contentDir, "site.json"), "utf8"))
  } catch {
    return {}
  }
}

/** The shared definition a property points at, if any: text, httpsUrl, image or altText. */
export const commonDefinition = (property: Schema | undefined) =>
  /^common\.schema\.json#\/\$defs\/(\w+)$/.exec(property?.$ref ?? "")?.[1]

/** A `#/$defs/Name` reference within the same schema, resolved to its name and definition. */
export const localDefinition = (schema: Schema, property: Schema | undefined) => {
  const name = /^#\/\$defs\/(\w+)$/.exec(property?.$ref ?? "")?.[1]
  const definition = name ? schema.$defs?.[name] : undefined
  return name && definition ? { name, definition } : undefined
}
