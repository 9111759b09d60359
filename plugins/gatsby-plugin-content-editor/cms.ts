/**
 * The content editor's configuration (Sveltia CMS at /admin), made from the JSON Schemas so that
 * the form and the content check can never disagree: every content file is one entry of the
 * "Content" collection, each schema property one field, with its description as the hint, its
 * pattern as the field's check, its choices as a select and `required` as the schema says.
 */
import {
  commonDefinition,
  commonSchema,
  contentFiles,
  FORMATS,
  localDefinition,
  WIDEST_FILE_PX,
  type ContentFile,
  type Schema,
} from "../gatsby-plugin-content-model"

/** A property's schema with its shared definition merged in, and that definition's name. */
type Property = Schema & { common?: string }

/** What kind of field a property is, and its settings, in Sveltia CMS's configuration format. */
type Widget = { widget: string } & Record<string, unknown>

/** One field of the editor's form. */
type Field = { name: string } & Widget

/**
 * Where the editor keeps photos: content/images/. Each content file names a photo relative to
 * itself ("images/photo-01.jpg"), so each file's own photo folder is "images", beside it; the
 * editor's photo library shows the same folder.
 */
const MEDIA_FOLDER = "content/images"
const PUBLIC_FOLDER = "/images"
const FILE_MEDIA_FOLDER = "images"

/** The logo's picker offers the formats the content check takes, which it saves as they are. */
const ACCEPT = Object.values(FORMATS)
  .map(format => format.mediaType)
  .join(",")

/** A photo's picker offers HEIC as well, an iPhone's own format, which the editor converts. */
const ACCEPT_PHOTO = `${ACCEPT},image/heic,image/heif,.heic,.heif`

/**
 * What the editor makes of a photo before it saves it, by Sveltia CMS's transformations: the
 * browser decodes it (HEIC by the editor's own WebAssembly decoder), draws it upright no wider than
 * the widest file the site makes of it (WIDEST_FILE_PX), and encodes it as WebP, which leaves every
 * camera metadata behind, the place it was taken among them. Quality 90, from which the site makes
 * its own files at 70. The largest file a field takes is one byte a pixel of its widest file at
 * 4:3, several times what such a WebP weighs and less than a phone's original: the editor checks it
 * after converting, so an original that failed to convert is refused rather than saved whole.
 * Not the logo, whose transparent PNG must stay lossless.
 */
const PHOTO_QUALITY = 90
const photoUpload = (widest: number) => ({
  max_file_size: widest * widest * 0.75,
  transformations: { raster_image: { format: "webp", quality: PHOTO_QUALITY, width: widest } },
})

/**
 * Where the editor finds and keeps files: the site's own folder (no stock photos), with the names
 * a phone or a camera gives ("IMG 0042 (1).JPG") made safe; `upload` adds a field's own settings.
 */
const mediaLibraries = (upload = {}) => ({
  default: { config: { slugify_filename: true, ...upload } },
  stock_assets: false,
})

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A property's name as a form label: "heroAlt" → "Hero alt", "streamingUrl" → "Streaming URL". */
const label = (name: string) =>
  capitalised(
    name
      .replace(/([A-Z])/g, " $1")
      .toLowerCase()
      .split(" ")
      .map(word => (word === "url" || word === "id" ? word.toUpperCase() : word))
      .join(" "),
  )

/** A property's own schema with its shared definition (common.schema.json) merged in. */
const resolved = (schema: Schema, property: Schema): Property => {
  const common = commonDefinition(property)
  if (common) return { ...commonSchema.$defs?.[common], ...property, common }
  const local = localDefinition(schema, property)
  if (local) return { ...local.definition, ...property }
  return property
}

/** A description as a hint under a field: "optional: …" and a yes-or-no's "when true" go. */
const hintOf = (description: string) =>
  capitalised(description.replace(/^optional: /, "").replace(/ when true$/, ""))

/** The check a field's value must pass: the schema's pattern, said with its description. */
const patternOf = (property: Schema, description: string | undefined) =>
  property.pattern ? { pattern: [property.pattern, `Should be ${description}`] } : {}

const widgetOf = (
  schema: Schema,
  property: Property,
  description: string | undefined,
  where: string,
  required = true,
): Widget => {
  if (property.common === "image") {
    const widest = WIDEST_FILE_PX[where]
    const files = widest
      ? { accept: ACCEPT_PHOTO, media_libraries: mediaLibraries(photoUpload(widest)) }
      : { accept: ACCEPT }
    return { widget: "image", choose_url: false, ...files }
  }
  if (property.enum) {
    return { widget: "select", options: property.enum }
  }
  switch (property.type) {
    case "string":
      return { widget: "string", ...patternOf(property, description) }
    case "integer":
    case "number":
      return {
        widget: "number",
        value_type: property.type === "integer" ? "int" : "float",
        ...(property.minimum === undefined ? {} : { min: property.minimum }),
        ...(property.maximum === undefined ? {} : { max: property.maximum }),
        ...(property.type === "number" ? { step: 0.1 } : {}),
      }
    case "boolean":
      // An optional yes-or-no (a photo's extra top margin) is a choice of "Yes" alone, so that
      // an entry without it is saved without it, not with `false`.
      return required
        ? { widget: "boolean" }
        : { widget: "select", options: [{ label: "Yes", value: true }] }
    case "array": {
      const items = resolved(schema, property.items ?? {})
      if (items.type === "object") {
        return { widget: "list", fields: fieldsOf(schema, items, where), ...minimumOf(property) }
      }
      // A list of texts (the bio's paragraphs, the genres): each item is written on its own.
      return {
        widget: "list",
        field: {
          name: "item",
          label: "Item",
          ...widgetOf(schema, items, items.description, where),
          ...(items.common === "text" ? { widget: "text" } : {}),
        },
        ...minimumOf(property),
      }
    }
    default:
      throw new Error(`${where}: the editor has no field for this schema`)
  }
}

const minimumOf = (property: Schema) => (property.minItems ? { min: property.minItems } : {})

/**
 * A field for each property of an object schema. The entries of a list file with whole-number ids
 * (photos, videos, products) are `numbered`: their `id` is not in the form, and the editor gives a new entry the
 * next free number when it saves (admin/editor.mjs).
 */
function fieldsOf(
  schema: Schema,
  objectSchema: Schema,
  where: string,
  { numbered = false } = {},
): Field[] {
  return Object.entries(objectSchema.properties ?? {}).map(([name, raw]) => {
    if (name === "$schema" || (numbered && name === "id")) {
      return { name, widget: "hidden" }
    }
    const property = resolved(schema, raw)
    const required = objectSchema.required?.includes(name) ?? false
    const description = raw.description ?? property.description
    return {
      name,
      label: label(name),
      required,
      ...(description ? { hint: hintOf(description) } : {}),
      ...widgetOf(schema, property, description, `${where}.${name}`, required),
    }
  })
}

/**
 * The page that shows each content file: the editor's preview of the file draws it, and a change's
 * link to its deploy preview opens it (`preview_path`).
 */
const PAGES: Record<string, string> = {
  site: "/",
  bio: "/bio",
  features: "/",
  photos: "/photos",
  videos: "/videos",
  merch: "/merch",
}

/** One editor entry for a content file; a file that is a list is edited as its items. */
const fileEntry = ({ file, schemaJson, entry }: ContentFile) => {
  const name = file.replace(/\.json$/, "")
  const title = (schemaJson.title ?? name).replace(/ \(content\/.*\)$/, "")
  const fields =
    schemaJson.type === "array"
      ? [
          {
            name: "items",
            label: title,
            label_singular: entry,
            widget: "list",
            root: true,
            fields: fieldsOf(schemaJson, schemaJson.items ?? {}, file, {
              numbered: schemaJson.items?.properties?.id?.type === "integer",
            }),
          },
        ]
      : fieldsOf(schemaJson, schemaJson, file)
  return {
    name,
    label: title,
    file: `content/${file}`,
    format: "json",
    media_folder: FILE_MEDIA_FOLDER,
    ...(PAGES[name] ? { preview_path: PAGES[name] } : {}),
    fields,
  }
}

/**
 * The editor's configuration. `backend` is where the content is kept: the site's GitHub
 * repository (`{ name: "github", repo: "owner/name" }`, with `api_root` and `graphql_api_root`
 * for another address of GitHub's API), the sign-in worker members sign in through (`base_url`;
 * without it, Netlify's), and the name of the host's report that carries a change's preview
 * address (`preview_context`). Its sign-in page shows the group's name and `logo` (a path on the
 * site).
 *
 * Through GitHub, every change is reviewed before it is live (the editorial workflow): a save is a
 * pull request, which the host builds as a deploy preview the editor links to, and Publish merges
 * it. The maintainer's own folder ("Work with Local Repository") has no such workflow: the editor
 * saves into it at once.
 */
export const cmsConfig = ({
  backend,
  siteUrl,
  siteName,
  logo,
}: {
  backend: {
    name: string
    repo?: string
    api_root?: string
    graphql_api_root?: string
    base_url?: string
    preview_context?: string
  }
  siteUrl?: string
  siteName?: string
  logo?: string
}) => ({
  load_config_file: false,
  backend,
  ...(backend.name === "github" ? { publish_mode: "editorial_workflow" } : {}),
  ...(siteUrl ? { site_url: siteUrl } : {}),
  ...(siteName ? { app_title: siteName } : {}),
  ...(logo ? { logo: { src: logo } } : {}),
  media_folder: MEDIA_FOLDER,
  public_folder: PUBLIC_FOLDER,
  // Photo file names a phone or a camera gives ("IMG 0042 (1).JPG") become safe ones.
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  media_libraries: mediaLibraries(),
  output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
  collections: [
    {
      name: "content",
      label: "Content",
      files: contentFiles.map(fileEntry),
    },
  ],
})
