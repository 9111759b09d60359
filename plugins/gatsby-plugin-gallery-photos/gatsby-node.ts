import path from "node:path"
import type { Actions, GatsbyNode, Node, PluginOptions } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { PhotoFilesResult } from "./photo-files"
import { planPhoto, type PlanOptions } from "./plan"

type Options = PluginOptions & PlanOptions & { photos: { type: string; field: string } }

/** A file node as gatsby-source-filesystem makes it. */
type FileNode = Node & { absolutePath: string; extension: string }

/** The kinds of file the gallery's files are made from (the content check refuses the rest). */
const IMAGE_EXTENSIONS = new Set(["jpg", "jpeg", "png", "webp", "avif"])

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    width: Joi.number()
      .integer()
      .positive()
      .required()
      .description("The width the page's image element is given, in pixels"),
    breakpoints: Joi.array()
      .items(Joi.number().integer().positive())
      .min(1)
      .required()
      .description("The widths of the files made of each photo, in pixels"),
    quality: Joi.number().integer().min(1).max(100).default(70),
    photos: Joi.object({ type: Joi.string().required(), field: Joi.string().required() })
      .required()
      .description(
        "The content entries whose photos the gallery shows, and their field naming the photo's file: its files are begun as soon as Gatsby reads an entry",
      ),
  })

const makeFiles = (actions: Actions, job: Awaited<ReturnType<typeof planPhoto>>["job"]) =>
  // The bound action creator returns the job's promise (Gatsby's createJobV2 thunk).
  actions.createJobV2(job) as unknown as Promise<PhotoFilesResult>

/**
 * A gallery entry's photo is begun as soon as Gatsby reads the entry, while its page bundles are
 * still to be built, instead of when the gallery's query first asks for it. A file that cannot
 * be read is left to the query, which reports it with the entry's name.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (
  { node, getNode, actions },
  options,
) => {
  const { photos } = options as Options
  const relative = node[photos.field]
  if (node.internal.type !== photos.type || typeof relative !== "string") return
  const contentFile = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined
  if (!contentFile?.absolutePath) return
  const file = path.resolve(path.dirname(contentFile.absolutePath), relative)
  if (!IMAGE_EXTENSIONS.has(path.extname(file).slice(1).toLowerCase())) return
  try {
    const { job } = await planPhoto(file, options as Options)
    makeFiles(actions, job).catch(() => undefined)
  } catch {
    // The query asks again, and reports what is wrong.
  }
}

/**
 * `galleryImage` on every image file: the data gatsby-plugin-image's components take, with the
 * photo's dominant colour to hold its place, its files made in one job from one decode.
 */
export const createResolvers: GatsbyNode["createResolvers"] = (
  { createResolvers: addResolvers, actions },
  options,
) => {
  addResolvers({
    File: {
      galleryImage: {
        type: "GatsbyImageData",
        description:
          "The photo as the gallery shows it: files of each width in JPEG and WebP, and its dominant colour",
        resolve: async (file: FileNode): Promise<IGatsbyImageData | null> => {
          if (!IMAGE_EXTENSIONS.has(file.extension.toLowerCase())) return null
          const { imageData, job } = await planPhoto(file.absolutePath, options as Options)
          const { backgroundColor } = await makeFiles(actions, job)
          return { ...imageData, backgroundColor }
        },
      },
    },
  })
}
