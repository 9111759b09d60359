import { createHash } from "node:crypto"
import { createReadStream } from "node:fs"
import { readFile, stat } from "node:fs/promises"
import path from "node:path"
import { pipeline } from "node:stream/promises"
import { watch } from "chokidar"
import type { Node, NodeInput, SourceNodesArgs } from "gatsby"
import { contentFiles, filesIn, isStray, isStrayJson } from "./files"
import { FORMATS } from "./images"

/**
 * The content folder's files as `File` nodes (the type Gatsby builds in), each content file
 * carrying what it holds, from which gatsby-transformer-json makes the file's entries
 * (`gatsby-config.ts`, its `typeName` option: `contentTypeName` below).
 *
 * Why not gatsby-source-filesystem: in `gatsby develop`, its watcher made a changed file's node
 * while the file was still being written. Here the folder is read again once it has stopped
 * changing, and its nodes are made in `sourceNodes`, which Gatsby runs with the `onCreateNode` of
 * every node made there awaited (the transformer's, gatsby-transformer-sharp's) before it makes
 * the pages again (gatsby-node.ts, develop-refresh.ts).
 */

/** The name Gatsby knows this plugin by, which a refresh sources alone. */
export const PLUGIN_NAME = "gatsby-plugin-content-model"

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

const md5 = async (file: string) => {
  const hash = createHash("md5")
  await pipeline(createReadStream(file), hash)
  return hash.digest("hex")
}

/**
 * A file's node, the fields as gatsby-source-filesystem gives them, and, for a content file, what
 * it holds (`internal.content`, which gatsby-transformer-json reads). A photo's MD5 is kept in
 * Gatsby's cache by the file's inode, time and size, so that only a photo added or changed is read
 * whole again.
 */
const readFileNode = async (
  file: string,
  folder: string,
  { createNodeId, cache }: SourceNodesArgs,
) => {
  const stats = await stat(file)
  const { root, dir, base, ext, name } = path.parse(file)
  const extension = ext.slice(1).toLowerCase()
  const text = extension === "json" ? await readFile(file, "utf8") : undefined
  const key = `md5 ${file} ${stats.ino} ${stats.mtimeMs} ${stats.size}`
  let contentDigest: string | undefined = text
    ? createHash("md5").update(text).digest("hex")
    : await cache.get(key)
  if (!contentDigest) {
    contentDigest = await md5(file)
    await cache.set(key, contentDigest)
  }
  // The file's stat as gatsby-source-filesystem gives it (dev, mode, ino, size, the times in
  // milliseconds...), with its times as text.
  const { atime, mtime, ctime, birthtime } = stats
  const node: NodeInput = JSON.parse(
    JSON.stringify({
      ...stats,
      atime,
      mtime,
      ctime,
      id: createNodeId(file),
      parent: null,
      children: [],
      internal: {
        type: "File",
        contentDigest,
        ...(text === undefined ? {} : { content: text }),
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
      modifiedTime: mtime,
      accessTime: atime,
      changeTime: ctime,
      birthTime: birthtime,
    }),
  )
  return node
}

/**
 * The node type of a content file's entries, for gatsby-transformer-json's `typeName` option: the
 * type its schema is given (a file of one object would otherwise be named after its folder).
 */
export const contentTypeName = ({ node }: { node: Node & { relativePath?: string } }) => {
  const contentFile = contentFiles.find(({ file }) => file === node.relativePath)
  if (!contentFile) {
    throw new Error(
      `${node.relativePath ?? node.id} is not one of the content files (${contentFiles.map(({ file }) => file).join(", ")}): move it out of the content folder.`,
    )
  }
  return contentFile.type
}

/**
 * Makes the content folder's file nodes, and deletes those of files gone since the last time (with
 * their children: the entries of a content file, the image data of a photo). A node whose file
 * has not changed is kept as it is, with its entries; a changed content file's entries are made
 * again by gatsby-transformer-json. Resolves once every node is made and every plugin's
 * `onCreateNode` of them has finished.
 */
export const sourceContent = async (args: SourceNodesArgs, folder: string) => {
  const { actions, getNodesByType } = args
  const files = await Promise.all(
    filesIn(folder)
      .filter(file => !isStrayJson(file))
      .map(file => readFileNode(path.join(folder, file), folder, args)),
  )
  await Promise.all(files.map(node => actions.createNode(node)))
  const made = new Set(files.map(node => node.id))
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
  return watch(folder, {
    ignoreInitial: true,
    ignored: (file: string) => isStray(path.basename(file)),
  }).on("all", () => {
    clearTimeout(timer)
    timer = setTimeout(changed, QUIET_MS)
  })
}
