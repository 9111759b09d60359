import { mkdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import type { Actions, GatsbyNode, Node, PluginOptions } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { makePhotoFiles, type PhotoFilesResult } from "./photo-files"
import { planPhoto, type PlanOptions } from "./plan"

type Options = PluginOptions & {
  width: number
  breakpoints: number[]
  quality: number
  photos: { file: string; field: string }
}

/** A file node as the content model makes it. */
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
    photos: Joi.object({ file: Joi.string().required(), field: Joi.string().required() })
      .required()
      .description(
        "The gallery's content file (a JSON list) and the field of its entries naming each photo's file, relative to it: those photos are begun as soon as Gatsby finds their files",
      ),
  })

/** How the gallery shows each photo: in its frame, in JPEG and WebP, its colour holding its place. */
const galleryPlan = ({ width, breakpoints, quality }: Options): PlanOptions => ({
  layout: "constrained",
  width,
  breakpoints,
  formats: ["jpg", "webp"],
  placeholder: "dominantColor",
  quality,
})

/** The arguments of `fullWidthImage` and `constrainedImage`. */
type PhotoArgs = { width?: number; breakpoints: number[]; aspectRatio?: number; sizes?: string }

/**
 * How a photo the page shows whole is made: in AVIF, WebP and JPEG, a blurred copy holding its
 * place, as wide as the screen or as its frame.
 */
const photoPlan = (
  layout: PlanOptions["layout"],
  { width, breakpoints, aspectRatio, sizes }: PhotoArgs,
  { quality }: Options,
): PlanOptions => ({
  layout,
  width: width ?? undefined,
  breakpoints,
  aspectRatio: aspectRatio ?? undefined,
  sizes: sizes ?? undefined,
  // The sources in the order a browser is offered them: AVIF, then WebP.
  formats: ["jpg", "avif", "webp"],
  placeholder: "blurred",
  quality,
})

type PhotoJob = Awaited<ReturnType<typeof planPhoto>>["job"]

const makeFiles = (actions: Actions, job: PhotoJob) =>
  // The bound action creator returns the job's promise (Gatsby's createJobV2 thunk).
  actions.createJobV2(job) as unknown as Promise<PhotoFilesResult>

/**
 * In `gatsby develop`, the jobs the pages' photos were planned with, by the address of each file
 * they make (`/static/<MD5>/<name>`), and each job's files once begun: the develop server makes a
 * photo's files when the browser first asks for one of them (onCreateDevServer).
 */
const developJobs = new Map<string, PhotoJob>()
const developFiles = new Map<PhotoJob, Promise<PhotoFilesResult>>()

const planForDevelop = (job: PhotoJob) => {
  for (const { name } of job.args.files) developJobs.set(`/static/${job.args.md5}/${name}`, job)
}

/** The files the gallery's content file names, read again only when it changes. */
let gallery = { file: "", changed: 0, photos: new Set<string>() }

const galleryPhotos = ({ file, field }: Options["photos"]) => {
  const changed = statSync(file).mtimeMs
  if (gallery.file !== file || gallery.changed !== changed) {
    const entries = JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>
    const named = entries.map(entry => entry[field]).filter(value => typeof value === "string")
    const photos = new Set(named.map(name => path.resolve(path.dirname(file), name)))
    gallery = { file, changed, photos }
  }
  return gallery.photos
}

/**
 * In a build, a gallery photo is begun as soon as Gatsby finds its file, while the page bundles
 * are still to be built, instead of when the gallery's query first asks for it. A photo that
 * cannot be read is left to the query, which reports it with its entry's name (the content check,
 * which runs first, refuses a broken content file or photo). `gatsby develop` makes a page again
 * only once every onCreateNode of the nodes that changed has settled (the content model's
 * sourcing waits for them), so there a photo is made when a page asks for it, and a page is never
 * held up by another photo's work.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, actions }, options) => {
  const { photos } = options as Options
  if (process.env.NODE_ENV !== "production" || node.internal.type !== "File") return
  const file = node as FileNode
  if (!IMAGE_EXTENSIONS.has(file.extension.toLowerCase())) return
  try {
    if (!galleryPhotos(photos).has(file.absolutePath)) return
    const { job } = await planPhoto(
      { absolutePath: file.absolutePath, contentDigest: file.internal.contentDigest },
      galleryPlan(options as Options),
    )
    makeFiles(actions, job).catch(() => undefined)
  } catch {
    // The query asks again, and reports what is wrong.
  }
}

/**
 * `galleryImage` on every image file: the data gatsby-plugin-image's components take, with the
 * photo's dominant colour to hold its place; `fullWidthImage(breakpoints, aspectRatio, sizes)`
 * and `constrainedImage(width, breakpoints, sizes)` the same for a photo as wide as the screen or
 * at most `width` pixels wide, with a blurred copy to hold its place. A photo's files are made in
 * one job from one decode.
 *
 * `gatsby develop` answers with the same data at once, without what holds the photo's place (its
 * frame's colour does), and makes a photo's files when the browser first asks for one of them
 * (onCreateDevServer): a gallery page is shown while its photos are being made, where a job of
 * all of a photo's files would hold the page's query until every photo on it is done.
 */
export const createResolvers: GatsbyNode["createResolvers"] = (
  { createResolvers: addResolvers, actions },
  options,
) => {
  const imageOf = async (file: FileNode, plan: PlanOptions): Promise<IGatsbyImageData | null> => {
    if (!IMAGE_EXTENSIONS.has(file.extension.toLowerCase())) return null
    const { imageData, job } = await planPhoto(
      { absolutePath: file.absolutePath, contentDigest: file.internal.contentDigest },
      plan,
    )
    if (process.env.NODE_ENV !== "production") {
      planForDevelop(job)
      return imageData
    }
    const { backgroundColor, blurred } = await makeFiles(actions, job)
    return blurred
      ? { ...imageData, placeholder: { fallback: blurred } }
      : { ...imageData, backgroundColor }
  }
  /** A field that gives the photo in the layout, with the arguments, of `photoPlan`. */
  const photoField = (
    layout: PlanOptions["layout"],
    description: string,
    args: Record<string, string>,
  ) => ({
    type: "GatsbyImageData",
    description,
    args,
    resolve: (file: FileNode, fieldArgs: PhotoArgs) =>
      imageOf(file, photoPlan(layout, fieldArgs, options as Options)),
  })
  addResolvers({
    File: {
      galleryImage: {
        type: "GatsbyImageData",
        description:
          "The photo as the gallery shows it: files of each width in JPEG and WebP, and its dominant colour",
        resolve: (file: FileNode) => imageOf(file, galleryPlan(options as Options)),
      },
      fullWidthImage: photoField(
        "fullWidth",
        "The photo as wide as the screen: files of each of the breakpoints' widths in AVIF, WebP and JPEG, cut to the aspect ratio if one is given, and a blurred copy",
        { breakpoints: "[Int!]!", aspectRatio: "Float", sizes: "String" },
      ),
      constrainedImage: photoField(
        "constrained",
        "The photo at most `width` pixels wide: files of that width and each of the breakpoints' widths up to twice it, in AVIF, WebP and JPEG, and a blurred copy",
        { width: "Int!", breakpoints: "[Int!]!", sizes: "String" },
      ),
    },
  })
}

/** The part of Express's request and response the photos' route uses. */
type Request = { path: string }
type Response = {
  sendFile: (file: string) => void
  status: (code: number) => Response
  send: (body: string) => void
}

/**
 * `gatsby develop` serves the files in public/ as they are; a photo's file not made yet is made
 * here, with the rest of its photo's files, from the job the page's query planned (createResolvers).
 * A file no page asked for is left to the develop server, which answers that it is not found.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  app.get("/static/:folder/:name", (request: Request, response: Response, next: () => void) => {
    const job = developJobs.get(decodeURIComponent(request.path))
    if (!job) return next()
    let made = developFiles.get(job)
    if (!made) {
      mkdirSync(job.outputDir, { recursive: true })
      made = makePhotoFiles(job)
      developFiles.set(job, made)
    }
    made.then(
      () => response.sendFile(path.join(job.outputDir, path.basename(request.path))),
      (error: Error) => {
        developFiles.delete(job)
        reporter.error(
          `The photo ${job.args.photo} could not be made into its files: ${error.message}`,
        )
        response.status(500).send(error.message)
      },
    )
  })
}
