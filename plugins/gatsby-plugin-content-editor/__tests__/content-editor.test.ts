/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { cmsConfig } from "../cms"

/**
 * The content editor's configuration is made from the JSON Schemas (plugins/gatsby-plugin-content-editor/cms.ts), so a
 * field added to a schema is in the editor's form with nothing else to edit. Its behaviour (the
 * form, saving, photo upload) is tested in the browser: __tests__/e2e/admin.spec.ts and
 * develop.spec.ts.
 */
const root = path.resolve(__dirname, "../../..")
const schemaDir = path.join(root, "plugins", "gatsby-plugin-content-model", "schemas")

type Schema = {
  title: string
  type: string
  properties?: Record<string, Schema & { $ref?: string }>
  items?: Schema
  required?: string[]
  enum?: string[]
}
type Field = {
  name: string
  required?: boolean
  widget: string
  fields?: Field[]
  options?: unknown[]
  accept?: string
  root?: boolean
}
type FileEntry = { name: string; file: string; media_folder: string; fields: Field[] }

const config = cmsConfig({ backend: { name: "github", repo: "owner/site" }, siteUrl: "" }) as {
  collections: Array<{ files: FileEntry[] }>
}
const files = config.collections[0].files
const schemaOf = (file: string): Schema =>
  JSON.parse(readFileSync(path.join(schemaDir, file.replace(/\.json$/, ".schema.json")), "utf8"))

/** The form fields of a content file's entries: the file's own, or its list's items'. */
const entryFields = (entry: FileEntry) =>
  entry.fields[0]?.root ? (entry.fields[0].fields ?? []) : entry.fields
const entrySchema = (schema: Schema) => (schema.type === "array" ? schema.items! : schema)

const contentFiles = ["site", "bio", "features", "photos", "videos", "merch"].map(
  name => `${name}.json`,
)

test("every content file is one entry of the editor, saved where it is", () => {
  expect(files.map(entry => entry.file)).toEqual(contentFiles.map(file => `content/${file}`))
})

test.each(contentFiles)(
  "%s: a field for every property of its schema, in the schema's order, required as it says",
  file => {
    const entry = files.find(candidate => candidate.file === `content/${file}`)!
    const schema = entrySchema(schemaOf(file))
    const fields = entryFields(entry)
    expect(fields.map(field => field.name)).toEqual(Object.keys(schema.properties ?? {}))
    // Hidden fields ($schema, and the id the editor gives a list's new entry) are not asked for.
    for (const field of fields.filter(candidate => candidate.widget !== "hidden")) {
      expect({ [field.name]: field.required }).toEqual({
        [field.name]: schema.required?.includes(field.name) ?? false,
      })
    }
  },
)

test("photos, videos and products are numbered by the editor, not typed in", () => {
  for (const file of ["photos.json", "videos.json", "merch.json"]) {
    const fields = entryFields(files.find(candidate => candidate.file === `content/${file}`)!)
    expect({ file, id: fields.find(field => field.name === "id") }).toEqual({
      file,
      id: { name: "id", widget: "hidden" },
    })
  }
})

test("a list file is saved as a list, and its photos go to content/images/ beside it", () => {
  const photos = files.find(entry => entry.name === "photos")!
  expect(photos.fields).toHaveLength(1)
  expect(photos.fields[0]).toMatchObject({ widget: "list", root: true })
  for (const entry of files) expect(entry.media_folder).toBe("images")
})

test("a closed set is a choice; a photo, HEIC too, is made a WebP as wide as the site needs; the logo is saved as it is", () => {
  const fields = entryFields(files.find(entry => entry.name === "photos")!)
  const byName = Object.fromEntries(fields.map(field => [field.name, field]))
  expect(byName.fit).toMatchObject({ widget: "select", options: ["contain", "cover"] })
  expect(byName.image).toMatchObject({
    widget: "image",
    accept: "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif",
    media_libraries: {
      default: {
        config: {
          transformations: { raster_image: { format: "webp", quality: 90, width: 1200 } },
          // One byte a pixel of 1200 × 900: what the editor refuses to save when a photo
          // could not be converted.
          max_file_size: 1_080_000,
        },
      },
    },
  })
  const site = entryFields(files.find(entry => entry.name === "site")!)
  const logo = site.find(field => field.name === "logo")
  expect(logo).toMatchObject({
    widget: "image",
    accept: "image/jpeg,image/png,image/webp,image/avif",
  })
  expect(logo).not.toHaveProperty("media_libraries")
  // An optional yes-or-no offers "Yes" only, so an entry without it is saved without it.
  expect(byName.extraTopMargin).toMatchObject({
    widget: "select",
    options: [{ label: "Yes", value: true }],
  })
})

test.each(contentFiles)("%s is written as the editor writes it", file => {
  // The editor saves JSON with two-space indents and one value to a line. Content kept in that
  // form comes back from an edit with only the edited lines changed.
  const text = readFileSync(path.join(root, "content", file), "utf8")
  expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`)
})

test("the configuration uses none of the options Sveltia CMS 5 removed, so the editor opens on 5.x", () => {
  // Sveltia CMS 5.0.0's release notes: each of these now stops the editor with a configuration
  // error naming its replacement.
  const removed = [
    "automatic_deployments",
    "save_all_locales",
    "omit_default_locale_from_filename",
    "multiple_folders_i18n_root",
    "slug_length",
    "yaml_quote",
  ]
  const keys = (value: unknown): string[] =>
    value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner)])
      : []
  const text = JSON.stringify(config)
  expect(keys(config).filter(key => removed.includes(key))).toEqual([])
  expect(text).not.toContain("{{fields._slug")
})
