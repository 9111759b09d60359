import { createHash } from "node:crypto"
import { createReadStream } from "node:fs"
import { readdir, readFile, stat } from "node:fs/promises"
import path from "node:path"
import { pipeline } from "node:stream/promises"
import chokidar from "chokidar"
import type { Node, NodeInput, SourceNodesArgs } from "gatsby"
import { contentFiles } from "./files"
import { FORMATS } from "./images"

/**
 * The content folder made into nodes by the content model itself, in place of
 * gatsby-source-filesystem and gatsby-transformer-json: a `File` node of each file (the type Gatsby
 * builds in), and a node of each entry of each content file, of the type its schema gives, with
 * the file as its parent (images are found relative to it: `@fileByRelativePath`).
 *
 * Why not those two plugins: in `gatsby develop`, the first makes a changed file's node while the
 * file is still being written, and the second makes its entries in an `onCreateNode` that develop
 * does not wait for, so a page asked for meanwhile was made without them, and stayed so. Here every
 * node is made, and every `onCreateNode` (gatsby-transformer-sharp's) has finished, before Gatsby
 * makes the pages again (`sourceNodes` in gatsby-node.ts, develop-refresh.ts).
 */

/** The name Gatsby knows this plugin by, which a refresh sources alone. */
export const PLUGIN_NAME = "gatsby-plugin-content-model"

/** A file's node: the fields of Gatsby's built-in `File` type that the site and plugins read. */
export type FileNode = Node & {
  absolutePath: string
  relativePath: string
  extension: string
  base: string
}

/** Files a maintainer never means as content: hidden files and an editor's backups. */
const isStray = (name: string) => name.startsWith(".") || name.endsWith("~")

const mediaTypes = new Map(
  Object.values(FORMATS).flatMap(({ extensions, mediaType }) =>
    extensions.map(extension => [extension.slice(1), mediaType] as const),
  ),
)
mediaTypes.set("json", "application/json")

const slash = (file: string) => file.split(path.sep).join("/")

const prettySize = (bytes: number) => {
  const units = ["B", "kB", "MB", "GB"]
  const power = Math.min(Math.floor(Math.log10(Math.max(bytes, 1)) / 3), units.length - 1)
  return `${Number((bytes / 1000 ** power).toPrecision(3))} ${units[power]}`
}

/** Every file in the content folder and its subfolders, but stray ones. */
const filesIn = async (folder: string) =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter(entry => entry.isFile() && !isStray(entry.name))
    .map(entry => path.join(entry.parentPath, entry.name))
    .sort()

const md5 = async (file: string) => {
  const hash = createHash("md5")
  await pipeline(createReadStream(file), hash)
  return hash.digest("hex")
}

/**
 * A file's node, the fields as gatsby-source-filesystem gives them, and, for a content file, what
 * it holds. A photo's MD5 is kept in Gatsby's cache by the file's inode, time and size, so that
 * only a photo added or changed is read whole again.
 */
const readFileNode = async (
  file: string,
  folder: string,
  { createNodeId, cache }: SourceNodesArgs,
) => {
  const stats = await stat(file)
  const { root, dir, base, ext, name } = path.parse(file)
  const extension = ext.slice(1).toLowerCase()
  const bytes = extension === "json" ? await readFile(file) : undefined
  const key = `md5 ${file} ${stats.ino} ${stats.mtimeMs} ${stats.size}`
  let contentDigest: string | undefined = bytes
    ? createHash("md5").update(bytes).digest("hex")
    : await cache.get(key)
  if (!contentDigest) {
    contentDigest = await md5(file)
    await cache.set(key, contentDigest)
  }
  const node: NodeInput = {
    id: createNodeId(file),
    parent: null,
    children: [],
    internal: {
      type: "File",
      contentDigest,
      mediaType: mediaTypes.get(extension) ?? "application/octet-stream",
      description: `File "${slash(path.relative(process.cwd(), file))}"`,
    },
    sourceInstanceName: "content",
    absolutePath: slash(file),
    relativePath: slash(path.relative(folder, file)),
    relativeDirectory: slash(path.relative(folder, dir)),
    root,
    dir: slash(dir),
    base,
    ext,
    name,
    extension,
    prettySize: prettySize(stats.size),
    modifiedTime: stats.mtime.toJSON(),
    accessTime: stats.atime.toJSON(),
    changeTime: stats.ctime.toJSON(),
    birthTime: stats.birthtime.toJSON(),
    dev: stats.dev,
    mode: stats.mode,
    nlink: stats.nlink,
    uid: stats.uid,
    gid: stats.gid,
    rdev: stats.rdev,
    ino: stats.ino,
    size: stats.size,
    atimeMs: stats.atimeMs,
    mtimeMs: stats.mtimeMs,
    ctimeMs: stats.ctimeMs,
    atime: stats.atime.toJSON(),
    mtime: stats.mtime.toJSON(),
    ctime: stats.ctime.toJSON(),
  }
  return { node, bytes }
}

/**
 * A content file's entries as nodes of its type (each entry of a list, or the file's one object),
 * their ids as gatsby-transformer-json made them, an entry's own `id` kept as `jsonId`.
 */
const entryNodes = (
  file: NodeInput,
  content: unknown,
  type: string,
  { createNodeId, createContentDigest }: SourceNodesArgs,
): NodeInput[] => {
  const entries = Array.isArray(content) ? content : [content]
  return entries.map((entry: Record<string, unknown>, index) => ({
    ...entry,
    ...(entry.id === undefined ? {} : { jsonId: entry.id }),
    id: createNodeId(
      Array.isArray(content) ? `${file.id} [${index}] >>> JSON` : `${file.id} >>> JSON`,
    ),
    parent: file.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(entry) },
  }))
}

/**
 * Makes the content folder's nodes, and deletes those of files gone since the last time (with
 * their children: the entries of a content file, the image data of a photo). A node whose file
 * has not changed is kept as it is. Resolves once every node is made and every plugin's
 * `onCreateNode` of them has finished.
 */
export const sourceContent = async (args: SourceNodesArgs, folder: string) => {
  const { actions, getNode, getNodesByType } = args
  const files = await Promise.all(
    (await filesIn(folder)).map(file => readFileNode(file, folder, args)),
  )
  await Promise.all(files.map(({ node }) => actions.createNode(node)))
  const made = new Set(files.map(({ node }) => node.id))
  for (const { node, bytes } of files) {
    const contentFile = contentFiles.find(({ file }) => file === node.relativePath)
    if (!contentFile || !bytes) continue
    const parent = getNode(node.id)
    for (const entry of entryNodes(
      node,
      JSON.parse(bytes.toString("utf8")),
      contentFile.type,
      args,
    )) {
      await actions.createNode(entry)
      if (parent) actions.createParentChildLink({ parent, child: entry as Node })
    }
  }
  for (const node of getNodesByType("File")) {
    if (node.internal.owner === PLUGIN_NAME && !made.has(node.id)) actions.deleteNode(node)
  }
}

/** How long the content folder stays unchanged before a change is read. */
const QUIET_MS = 300

/**
 * In `gatsby develop`, calls `changed` once the content folder has stopped changing for QUIET_MS:
 * a save or a copy writes a file in pieces, and a maintainer's save can write several files (a
 * photo and its entry), each of which is read only once whole, in one sourcing.
 */
export const watchContent = (folder: string, changed: () => void) => {
  let timer: NodeJS.Timeout | undefined
  return chokidar
    .watch(folder, { ignoreInitial: true, ignored: (file: string) => isStray(path.basename(file)) })
    .on("all", () => {
      clearTimeout(timer)
      timer = setTimeout(changed, QUIET_MS)
    })
}
