import fs from "node:fs"
import path from "node:path"
import Ajv2020, { type ErrorObject } from "ajv/dist/2020"
import addFormats from "ajv-formats"
import { distance } from "fastest-levenshtein"
import {
  commonDefinition,
  commonSchema,
  contentFiles,
  filesIn,
  imageFields,
  isStrayJson,
  localDefinition,
  type ContentFile,
  type Schema,
} from "./files"
import { checkImages, type ImageUse } from "./images"

/** What a check found: problems stop the build, warnings do not. */
export type Report = { problems: string[]; warnings: string[] }

/** A path of keys into a content file's data: field names and list positions. */
type Keys = (string | number)[]

const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true })
addFormats(ajv, ["uri"])
ajv.addSchema(commonSchema, "common.schema.json")
const validators = new Map(
  contentFiles.map(({ file, schemaJson }) => [file, ajv.compile(schemaJson)]),
)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** "line 3, column 7" of a character offset in a text. */
const lineAndColumn = (text: string, offset: number) => {
  const before = text.slice(0, offset).split("\n")
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`
}

const show = (value: unknown) =>
  value === undefined ? "nothing" : typeof value === "string" ? `"${value}"` : JSON.stringify(value)

const listOf = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}` : items[0]

/** What a maintainer typed, in the words the messages use for the kinds of JSON value. */
const kindOf = (value: unknown) => {
  if (value === null) return "empty (null)"
  if (Array.isArray(value)) return "a list"
  const kinds: Record<string, string> = {
    string: "text in quotes",
    boolean: "true or false",
    number: "a number",
  }
  return kinds[typeof value] ?? "a group of fields"
}

const expectedKind: Record<string, string> = {
  string: "text in quotes",
  integer: "a whole number without quotes",
  number: "a number without quotes",
  boolean: "true or false, without quotes",
  array: "a list in square brackets",
  object: "a group of fields in curly brackets",
}

/** The closest of some words to a misspelt one, if it is close enough to be a likely typo. */
const closest = (word: string, candidates: string[]) => {
  const [best] = candidates
    .map(candidate => [candidate, distance(word.toLowerCase(), candidate.toLowerCase())] as const)
    .sort((a, b) => a[1] - b[1])
  return best && best[1] <= Math.max(2, Math.floor(word.length / 3)) ? best[0] : undefined
}

/** The schema of the value at a path of keys, and the description a maintainer reads for it. */
const schemaAt = (fileSchema: Schema, keys: Keys) => {
  let schema: Schema | undefined = fileSchema
  let description = fileSchema.description
  for (const key of keys) {
    const local = localDefinition(fileSchema, schema)
    if (local) schema = local.definition
    const next: Schema | undefined =
      typeof key === "number" ? schema?.items : schema?.properties?.[key]
    if (!next) return { schema: undefined, description: undefined }
    const target = localDefinition(fileSchema, next)?.definition ?? next
    const common = commonDefinition(next)
    description =
      next.description ??
      target.description ??
      (common ? commonSchema.$defs?.[common]?.description : undefined)
    schema = next
  }
  return { schema, description }
}

/** Where in a file a path points: which entry, and which field of it, in a maintainer's words. */
const locate = (contentFile: ContentFile, data: unknown, keys: Keys) => {
  const isList = Array.isArray(data)
  const [first, ...rest] = keys
  const entryKeys = isList ? rest : keys
  let where = `${contentFile.entry} (whole file)`
  if (isList && typeof first === "number") {
    const entry: unknown = data[first]
    const id = isRecord(entry) ? entry.id : undefined
    const idText = typeof id === "number" || typeof id === "string" ? `id ${id}` : "no id"
    where = `${contentFile.entry} #${first + 1} (${idText})`
  }
  const field = entryKeys.map(key => (typeof key === "number" ? `#${key + 1}` : key)).join(" ")
  return { where, field: field || "(the entry itself)" }
}

const keysOf = (instancePath: string): Keys =>
  instancePath
    .split("/")
    .slice(1)
    .map(key => key.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map(key => (/^\d+$/.test(key) ? Number(key) : key))

/** Which error to report when several describe the same field: the most basic one. */
const priority = ["type", "required", "additionalProperties", "enum", "minLength", "minItems"]
const rank = (keyword: string) =>
  priority.includes(keyword) ? priority.indexOf(keyword) : priority.length

const explain = (contentFile: ContentFile, error: ErrorObject) => {
  const keys = keysOf(error.instancePath)
  const value: unknown = error.data
  const parentSchema = (error.parentSchema ?? {}) as Schema
  const { description } = schemaAt(contentFile.schemaJson, keys)
  const allowed = (
    (error.schemaPath.includes("/then/")
      ? parentSchema.description
      : (description ?? parentSchema.description)) ?? "an allowed value"
  ).replace(/^optional: /, "")

  switch (error.keyword) {
    case "required": {
      const missing: string = error.params.missingProperty
      const field = schemaAt(contentFile.schemaJson, [...keys, missing])
      return { keys: [...keys, missing], text: `missing. Add it: ${field.description}.` }
    }
    case "additionalProperties": {
      const extra: string = error.params.additionalProperty
      const known = Object.keys(parentSchema.properties ?? {}).filter(name => name !== "$schema")
      const guess = closest(extra, known)
      return {
        keys: [...keys, extra],
        text: `is not a field a ${contentFile.entry} can have${guess ? `; did you mean "${guess}"?` : "."} The fields are: ${known.join(", ")}.`,
      }
    }
    case "type":
      return {
        keys,
        text: `is ${kindOf(value)} (${show(value)}), but it must be ${expectedKind[error.params.type] ?? error.params.type}: ${allowed}.`,
      }
    case "enum":
      return {
        keys,
        text: `${show(value)} is not one of the choices. Use ${listOf((error.params.allowedValues as unknown[]).map(show))}: ${allowed}.`,
      }
    case "minLength":
      return { keys, text: `is empty. Write ${allowed}.` }
    case "minItems":
      return { keys, text: `has nothing in it. It must hold ${allowed}.` }
    case "minimum":
    case "maximum":
      return {
        keys,
        text: `${show(value)} is too ${error.keyword === "minimum" ? "low" : "high"}: it must be ${allowed}.`,
      }
    case "format":
    case "pattern":
      if (typeof value === "string" && value.trim() === "")
        return { keys, text: `is empty. Write ${allowed}.` }
      return { keys, text: `${show(value)} is not right: it must be ${allowed}.` }
    default:
      return { keys, text: `${show(value)} is not right: it must be ${allowed}.` }
  }
}

const schemaProblems = (contentFile: ContentFile, data: unknown) => {
  const validate = validators.get(contentFile.file)
  if (!validate || validate(data)) return []
  const seen = new Map<string, { rank: number; keys: Keys; text: string }>()
  for (const error of validate.errors ?? []) {
    if (error.keyword === "if") continue
    const { keys, text } = explain(contentFile, error)
    const key = JSON.stringify(keys)
    const known = seen.get(key)
    if (!known || rank(error.keyword) < known.rank)
      seen.set(key, { rank: rank(error.keyword), keys, text })
  }
  return [...seen.values()].map(({ keys, text }) => {
    const { where, field } = locate(contentFile, data, keys)
    return `content/${contentFile.file}: ${where} ${field}: ${text}`
  })
}

/** What a schema cannot say: ids used twice, and image files that are not in content/images/. */
const crossChecks = (
  contentFile: ContentFile,
  data: unknown,
  imageFiles: string[],
  imageUses: Map<string, ImageUse>,
) => {
  const problems: string[] = []
  const entries: unknown[] = Array.isArray(data) ? data : [data]
  const firstIndexOfId = new Map<unknown, number>()
  entries.forEach((entry, index) => {
    if (!isRecord(entry)) return
    const keysOfEntry = Array.isArray(data) ? [index] : []
    const { where } = locate(contentFile, data, keysOfEntry)
    if (Array.isArray(data) && (typeof entry.id === "number" || typeof entry.id === "string")) {
      if (firstIndexOfId.has(entry.id)) {
        const other = (firstIndexOfId.get(entry.id) ?? 0) + 1
        problems.push(
          `content/${contentFile.file}: ${where} id: ${show(entry.id)} is already the id of ${contentFile.entry} #${other}. Every ${contentFile.entry} needs an id of its own.`,
        )
      } else firstIndexOfId.set(entry.id, index)
    }
    for (const field of imageFields(contentFile.entrySchema)) {
      const value = entry[field]
      if (typeof value !== "string" || !value.startsWith("images/")) continue
      const name = value.slice("images/".length)
      if (!imageUses.has(name)) {
        imageUses.set(name, {
          usedBy: `content/${contentFile.file}: ${where} ${field}`,
          inGallery: contentFile.file === "photos.json",
        })
      }
      if (imageFiles.includes(name)) continue
      const guess = closest(name, imageFiles)
      problems.push(
        `content/${contentFile.file}: ${where} ${field}: ${show(value)} is not in content/images/${guess ? `; did you mean "images/${guess}"?` : "."} Put the photo in content/images/ or correct the name (capital letters count).`,
      )
    }
  })
  return problems
}

/**
 * Checks every content file in a content folder, and every photo in its images folder. Resolves
 * to the problems (each names the file, the entry and the field, says what is wrong and what is
 * allowed) and the warnings.
 */
export const checkContent = async (contentDir: string): Promise<Report> => {
  const problems: string[] = []
  const warnings: string[] = []
  const imagesDir = path.join(contentDir, "images")
  const imageFiles = fs.existsSync(imagesDir)
    ? fs.readdirSync(imagesDir).filter(name => !name.startsWith("."))
    : []
  /** Each image file a content entry names, with the first entry that names it. */
  const imageUses = new Map<string, ImageUse>()

  for (const contentFile of contentFiles) {
    const file = path.join(contentDir, contentFile.file)
    if (!fs.existsSync(file)) {
      problems.push(
        `content/${contentFile.file}: the file is missing. It holds the ${contentFile.entry} content.`,
      )
      continue
    }
    const text = fs.readFileSync(file, "utf8")
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const offset = Number(/position (\d+)/.exec(message)?.[1] ?? text.length)
      problems.push(
        `content/${contentFile.file}: ${lineAndColumn(text, offset)} (whole file) JSON: the file is not valid JSON (${message.replace(/ in JSON at position \d+.*/, "")}). Look for a missing comma, quote or bracket at or just before that spot.`,
      )
      continue
    }
    const found = schemaProblems(contentFile, data)
    problems.push(...found, ...crossChecks(contentFile, data, imageFiles, imageUses))
  }

  const images = await checkImages(imagesDir, imageFiles, imageUses)
  problems.push(...images.problems)
  warnings.push(...images.warnings)
  for (const name of imageFiles) {
    if (!imageUses.has(name) && problems.length === 0) {
      warnings.push(
        `content/images/${name}: no content file uses this image. Remove it, or name it in a content file.`,
      )
    }
  }
  warnings.push(...strayJsonWarnings(contentDir))
  return { problems, warnings }
}

/** A warning for each JSON file the site does not read, with the content file it may be meant as. */
const strayJsonWarnings = (contentDir: string) => {
  const names = contentFiles.map(({ file }) => file)
  return filesIn(contentDir)
    .filter(isStrayJson)
    .map(file => {
      const meant = closest(file, names)
      return `content/${file}: the site does not read this file: its content files are ${names.join(", ")}.${meant ? ` If it is meant as ${meant}, rename it.` : ""} Otherwise move it out of the content folder.`
    })
}

/** The report a maintainer reads: one problem a line, then a one-line count. */
export const formatReport = ({ problems, warnings }: Report) => {
  const lines = [...problems, ...warnings.map(warning => `warning: ${warning}`)]
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`
  lines.push(
    problems.length === 0
      ? `Content check passed: ${contentFiles.length} files, ${count(warnings.length, "warning")}.`
      : `Content check failed: ${count(problems.length, "problem")}, ${count(warnings.length, "warning")}.`,
  )
  return lines.join("\n")
}
