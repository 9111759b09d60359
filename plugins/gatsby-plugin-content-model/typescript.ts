import { execFileSync } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"
import { commonDefinition, contentFiles, imageFields, localDefinition, type Schema } from "./files"

const scalars: Record<string, string> = {
  string: "string",
  integer: "number",
  number: "number",
  boolean: "boolean",
}

const comment = (text: string | undefined, indent = "") =>
  text ? `${indent}/** ${text.replace(/\*\//g, "*\\/")} */\n` : ""

const quoted = (value: string | number) =>
  typeof value === "string" ? JSON.stringify(value) : value

/**
 * TypeScript types of the content files, made from the JSON Schemas as the GraphQL types are
 * (graphql.ts): one per file (per entry, for a list), named in files.ts, and one per shared
 * definition; required fields are required, closed sets are unions, lists are read-only. An image field holds a
 * file's name in the content; a type with image fields takes `Images`, the type of each, so that
 * a view can take the file as its page or the editor's preview made it.
 */
export const typeScriptDefs = () => {
  const definitions = new Map<string, string>()

  const imagesParameter = (fields: string[]) => {
    if (fields.length === 0) return ""
    const map = (type: string) => `{ ${fields.map(name => `${name}: ${type}`).join("; ")} }`
    return `<Images extends ${map("unknown")} = ${map("string")}>`
  }

  const fieldType = (schema: Schema, name: string, property: Schema, where: string): string => {
    const common = commonDefinition(property)
    if (common === "image") return `Images[${JSON.stringify(name)}]`
    if (common) return "string"
    const local = localDefinition(schema, property)
    if (local) {
      define(schema, local.name, local.definition)
      return local.name
    }
    if (property.type === "array") {
      return `readonly ${fieldType(schema, name, property.items ?? {}, `${where}[]`)}[]`
    }
    const scalar = property.type ? scalars[property.type] : undefined
    if (!scalar) throw new Error(`${where}: no TypeScript type for this schema`)
    return scalar
  }

  const fields = (schema: Schema, objectSchema: Schema, where: string) =>
    Object.entries(objectSchema.properties ?? {})
      .filter(([name]) => name !== "$schema")
      .map(([name, property]) => {
        const optional = objectSchema.required?.includes(name) ? "" : "?"
        const type = fieldType(schema, name, property, `${where}.${name}`)
        return `${comment(property.description, "  ")}  ${name}${optional}: ${type}`
      })

  const objectType = (schema: Schema, name: string, objectSchema: Schema, where: string) =>
    `${comment(objectSchema.title ?? objectSchema.description)}export type ${name}${imagesParameter(
      imageFields(objectSchema),
    )} = {\n${fields(schema, objectSchema, where).join("\n")}\n}`

  const define = (schema: Schema, name: string, definition: Schema) => {
    if (definitions.has(name)) return
    if (definition.enum) {
      definitions.set(
        name,
        `${comment(definition.description)}export type ${name} = ${definition.enum.map(quoted).join(" | ")}`,
      )
    } else {
      // Reserve the name first, so a type that refers to itself does not recurse forever.
      definitions.set(name, "")
      definitions.set(name, objectType(schema, name, definition, name))
    }
  }

  const fileTypes = contentFiles.map(({ typeScript, schemaJson, entrySchema, file }) =>
    objectType(schemaJson, typeScript, { ...entrySchema, title: schemaJson.title }, file),
  )

  /** Every content file by its name, as it is on disk: `content.photos` is content/photos.json. */
  const content = `/** The content files by name, as they are on disk (\`photos\` is content/photos.json). */\nexport type Content = {\n${contentFiles
    .map(
      ({ file, typeScript, schemaJson }) =>
        `  ${file.replace(/\.json$/, "")}: ${schemaJson.type === "array" ? `readonly ${typeScript}[]` : typeScript}`,
    )
    .join("\n")}\n}`

  return [...definitions.values(), ...fileTypes, content].join("\n\n")
}

/** Where the TypeScript types are kept, from the project's folder. */
export const TYPESCRIPT_FILE = path.join("src", "types", "content.ts")

/**
 * Prettier's command, as its package names it (`bin`), which npm links as `prettier`: its API
 * loads itself with `import()`, which Jest refuses without an experimental flag.
 */
const prettierCommand = () => {
  const require = createRequire(path.resolve("package.json"))
  const manifest = require.resolve("prettier/package.json")
  const { bin } = require(manifest) as { bin: string | { prettier: string } }
  return path.resolve(path.dirname(manifest), typeof bin === "string" ? bin : bin.prettier)
}

/**
 * src/types/content.ts: the type definitions with a note on where they come from, laid out by
 * the project's Prettier, as the rest of its code (its command line, which runs anywhere Node
 * does, Jest included).
 */
export const typeScriptFile = () =>
  execFileSync(process.execPath, [prettierCommand(), "--stdin-filepath", TYPESCRIPT_FILE], {
    encoding: "utf8",
    input: [
      "// The TypeScript types of the content files, made from the JSON Schemas in",
      "// plugins/gatsby-plugin-content-model/schemas/ by its typescript.ts. Generated by",
      "// `npm run content-types`: do not edit. A unit test fails when this file falls behind the",
      "// schemas.",
      "//",
      "// A content file names each image by its file (images/photo-01.jpg). A type with image",
      "// fields takes the type of each in `Images`, so that a view takes the image as its page",
      "// made it.",
      "",
      typeScriptDefs(),
      "",
    ].join("\n"),
  })
