import { readdirSync, readFileSync } from "node:fs"
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
 * This plugin's folder, found from the project's, the working folder of Gatsby's commands (its
 * command line takes it as the site's), of Jest and of the scripts (or a copy's, with its own
 * plugins/). Gatsby runs a local plugin from a compiled copy in .cache/compiled/, whose
 * `__dirname` Parcel rewrites to the source's folder (parcel-bundler/parcel#7727), a setting of
 * Gatsby's compile that the working folder does not depend on.
 */
export const pluginDir = path.resolve("plugins", "gatsby-plugin-content-model")

const schemaDir = path.join(pluginDir, "schemas")

/** The content folder: content/ in the project, or the copy a test names in CONTENT_DIR. */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content")

const readSchema = (name: string): Schema =>
  JSON.parse(readFileSync(path.join(schemaDir, name), "utf8"))

/** A content file, as `contentFiles` below describes it. */
export type ContentFile = {
  file: string
  schema: string
  type: string
  typeScript: string
  entry: string
  schemaJson: Schema
  /** The schema of one entry: the file's, or its items' for a list. */
  entrySchema: Schema
}

/**
 * The content files, by name: the TypeScript type of the file or of one entry, and what one entry
 * is called in messages to a maintainer. A file's schema is named after it, and its node type is
 * the one gatsby-transformer-json names a file's entries by (photos.json: `PhotosJson`).
 */
export const contentFiles: ContentFile[] = (
  [
    ["site", "Site", "site"],
    ["bio", "Bio", "bio"],
    ["features", "Feature", "card"],
    ["photos", "Photo", "photo"],
    ["videos", "Video", "video"],
    ["merch", "Product", "product"],
  ] as const
).map(([name, typeScript, entry]) => {
  const schemaJson = readSchema(`${name}.schema.json`)
  return {
    file: `${name}.json`,
    schema: `${name}.schema.json`,
    type: `${name[0].toUpperCase()}${name.slice(1)}Json`,
    typeScript,
    entry,
    schemaJson,
    entrySchema: (schemaJson.type === "array" ? schemaJson.items : schemaJson) ?? {},
  }
})

export const commonSchema = readSchema("common.schema.json")

/** Files a maintainer never means as content: hidden files and an editor's backups. */
export const isStray = (name: string) => name.startsWith(".") || name.endsWith("~")

/**
 * Every file in a folder and its subfolders but stray ones, by its path relative to the folder,
 * with forward slashes on every system.
 */
export const filesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && !isStray(entry.name))
    .map(entry => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map(file => file.split(path.sep).join("/"))
    .sort()

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

/** The names of an object's image fields: those that point at the shared image definition. */
export const imageFields = (objectSchema: Schema) =>
  Object.entries(objectSchema.properties ?? {})
    .filter(([, property]) => commonDefinition(property) === "image")
    .map(([name]) => name)

/** A `#/$defs/Name` reference within the same schema, resolved to its name and definition. */
export const localDefinition = (schema: Schema, property: Schema | undefined) => {
  const name = /^#\/\$defs\/(\w+)$/.exec(property?.$ref ?? "")?.[1]
  const definition = name ? schema.$defs?.[name] : undefined
  return name && definition ? { name, definition } : undefined
}
