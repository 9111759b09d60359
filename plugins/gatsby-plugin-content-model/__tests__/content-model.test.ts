/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { contentTypesFile, TYPESCRIPT_FILE, typeScriptFile, WIDEST_FILE_PX } from ".."

const root = path.resolve(__dirname, "../../..")
/** The content model: a local plugin, with a JSON Schema per content file in schemas/. */
const model = "plugins/gatsby-plugin-content-model"
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"))

type PropertySchema = { type?: string; $ref?: string; items?: PropertySchema; enum?: string[] }
type ObjectSchema = { properties: Record<string, PropertySchema>; required?: string[] }

const nodeTypes: Array<[string, string]> = [
  ["SiteJson", "site"],
  ["BioJson", "bio"],
  ["FeaturesJson", "features"],
  ["PhotosJson", "photos"],
  ["VideosJson", "videos"],
  ["MerchJson", "merch"],
]

/** The GraphQL types of the content, as committed for readers (npm run content-types). */
const sdl = readFileSync(path.join(root, model, "content-types.graphql"), "utf8")

/** The fields of one type in the GraphQL, as name → type. */
const graphqlFields = (typeName: string) => {
  const block = new RegExp(`type ${typeName}[^{]*\\{([^}]*)\\}`).exec(sdl)?.[1]
  if (!block) throw new Error(`${typeName} is not in ${model}/content-types.graphql`)
  return Object.fromEntries(
    block
      .trim()
      .split("\n")
      .map(line => line.trim().split(/:\s*/) as [string, string]),
  )
}

const scalar: Record<string, string> = {
  string: "String",
  integer: "Int",
  number: "Float",
  boolean: "Boolean",
}

describe("content model", () => {
  it("writes down in content-types.graphql the types the build makes", () => {
    // When this fails, run npm run content-types and commit the file.
    expect(sdl).toBe(contentTypesFile())
  })

  it("writes down in src/types/content.ts the TypeScript types the views take", () => {
    // When this fails, run npm run content-types and commit the file.
    expect(readFileSync(path.join(root, TYPESCRIPT_FILE), "utf8")).toBe(typeScriptFile())
  })

  it.each(nodeTypes)(
    "%s has exactly the fields of schemas/%s.schema.json, with the same types and optionality",
    (typeName, name) => {
      const schema = readJson(`${model}/schemas/${name}.schema.json`)
      const entry: ObjectSchema = schema.type === "array" ? schema.items : schema
      const fields = graphqlFields(typeName)
      const schemaFields = Object.keys(entry.properties).filter(field => field !== "$schema")

      expect(Object.keys(fields).sort()).toEqual(
        schemaFields.map(field => (field === "id" ? "jsonId" : field)).sort(),
      )
      for (const field of schemaFields) {
        const graphqlType = fields[field === "id" ? "jsonId" : field]
        const required = entry.required?.includes(field) ?? false
        expect([field, graphqlType.replace(" @fileByRelativePath", "").endsWith("!")]).toEqual([
          field,
          required,
        ])
        const property = entry.properties[field]
        if (property.$ref?.endsWith("/image")) expect(graphqlType).toBe("File! @fileByRelativePath")
        else if (property.type && property.type !== "array") {
          expect(graphqlType.replace("!", "")).toBe(scalar[property.type])
        }
      }
    },
  )

  it("turns closed sets into GraphQL enums with the same values", () => {
    const photos = readJson(`${model}/schemas/photos.schema.json`)
    expect(sdl).toContain(`enum PhotoFit {\n  ${photos.$defs.PhotoFit.enum.join("\n  ")}\n}`)
    expect(graphqlFields("PhotosJson").fit).toBe("PhotoFit!")
  })

  it("points the object content files at their schema with $schema, for editors", () => {
    for (const name of ["site", "bio"]) {
      const reference = readJson(`content/${name}.json`).$schema
      expect(reference).toBe(`../${model}/schemas/${name}.schema.json`)
      expect(existsSync(path.resolve(root, "content", reference))).toBe(true)
    }
  })

  it("maps the list content files (which cannot hold $schema) to their schemas for VS Code", () => {
    const settings = readJson(".vscode/settings.json")
    for (const name of ["features", "photos", "videos", "merch"]) {
      const mapping = settings["json.schemas"].find((entry: { fileMatch: string[] }) =>
        entry.fileMatch.includes(`content/${name}.json`),
      )
      expect(mapping.url).toBe(`./${model}/schemas/${name}.schema.json`)
      expect(existsSync(path.resolve(root, mapping.url))).toBe(true)
    }
  })
})

/**
 * The editor makes a photo no wider than the widest file the site makes of it: the widest width
 * its page's query asks gatsby-plugin-sharp for, in any of its `breakpoints`.
 */
test.each([
  ["photos.json.image", "src/templates/photos.tsx"],
  ["site.json.hero", "src/pages/index.tsx"],
  ["merch.json.image", "src/pages/merch.tsx"],
])("the widest file of %s is the widest %s asks for", (field, page) => {
  const query = readFileSync(path.join(root, page), "utf8")
  const widths = [...query.matchAll(/breakpoints: \[([\d, ]+)\]/g)].flatMap(([, list]) =>
    list.split(",").map(Number),
  )
  expect(WIDEST_FILE_PX[field]).toBe(Math.max(...widths))
})
