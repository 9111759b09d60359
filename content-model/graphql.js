const { contentFiles, commonSchema, commonDefinition, localDefinition } = require("./files")

const scalars = { string: "String", integer: "Int", number: "Float", boolean: "Boolean" }

/**
 * GraphQL type definitions for Gatsby's createTypes, made from the JSON Schemas so the two can
 * never disagree: every required field is non-null, closed sets become enums, image fields become
 * files, and an entry's `id` becomes `jsonId` (as gatsby-transformer-json stores it).
 */
const graphqlTypeDefs = () => {
  const definitions = new Map()

  const fieldType = (schema, property, where) => {
    const common = commonDefinition(property)
    if (common === "image") return { type: "File", directive: " @fileByRelativePath" }
    if (common) return { type: scalars[commonSchema.$defs[common].type] }

    const local = localDefinition(schema, property)
    if (local) {
      define(schema, local.name, local.definition)
      return { type: local.name }
    }
    if (property.type === "array") {
      const item = fieldType(schema, property.items, where)
      return { type: `[${item.type}!]` }
    }
    const scalar = scalars[property.type]
    if (!scalar) throw new Error(`${where}: no GraphQL type for this schema`)
    return { type: scalar }
  }

  const fields = (schema, objectSchema, where) =>
    Object.entries(objectSchema.properties)
      .filter(([name]) => name !== "$schema")
      .map(([name, property]) => {
        const { type, directive = "" } = fieldType(schema, property, `${where}.${name}`)
        const required = objectSchema.required?.includes(name) ? "!" : ""
        return `  ${name === "id" ? "jsonId" : name}: ${type}${required}${directive}`
      })

  const define = (schema, name, definition) => {
    if (definitions.has(name)) return
    if (definition.enum) {
      definitions.set(
        name,
        `enum ${name} {\n${definition.enum.map(value => `  ${value}`).join("\n")}\n}`,
      )
    } else {
      // Reserve the name first, so a type that refers to itself does not recurse forever.
      definitions.set(name, "")
      definitions.set(name, `type ${name} {\n${fields(schema, definition, name).join("\n")}\n}`)
    }
  }

  const nodeTypes = contentFiles.map(({ type, schemaJson, file }) => {
    const entry = schemaJson.type === "array" ? schemaJson.items : schemaJson
    return `type ${type} implements Node @dontInfer {\n${fields(schemaJson, entry, file).join("\n")}\n}`
  })

  return [...definitions.values(), ...nodeTypes].join("\n\n")
}

module.exports = { graphqlTypeDefs }
