/**
 * Runs gatsby-source-filesystem's sourceNodes on `<folder>` as `gatsby develop` does (its watcher
 * stays on after the bootstrap), then writes files into the folder in pieces, the way a copy from
 * a phone or a text editor's save does, and prints as JSON the last File node made for each file
 * beside the file's own digest and size once nothing more has changed for a second.
 * Usage: node file-watch.cjs <folder>
 */
const { createHash } = require("node:crypto")
const { EventEmitter } = require("node:events")
const { closeSync, openSync, readFileSync, writeSync } = require("node:fs")
const { setTimeout: sleep } = require("node:timers/promises")
const path = require("node:path")
const { createContentDigest } = require("gatsby-core-utils")
const { sourceNodes } = require("gatsby-source-filesystem/gatsby-node")

const folder = process.argv[2]
const nodes = new Map()
let lastChange = Date.now()
const cache = new Map()
const emitter = new EventEmitter()
const api = {
  actions: {
    createNode: node => {
      nodes.set(node.relativePath, node)
      lastChange = Date.now()
    },
    deleteNode: node => nodes.delete(node.relativePath),
  },
  getNode: () => undefined,
  createNodeId: createContentDigest,
  reporter: { info: () => {}, error: error => console.error(error) },
  cache: { get: async key => cache.get(key), set: async (key, value) => cache.set(key, value) },
  emitter,
}

/** Writes `bytes` into `file` in `pieces` writes `gapMs` apart, after emptying it. */
const writeInPieces = async (file, bytes, pieces, gapMs) => {
  const fd = openSync(path.join(folder, file), "w")
  const size = Math.ceil(bytes.length / pieces)
  for (let at = 0; at < bytes.length; at += size) {
    writeSync(fd, bytes, at, Math.min(size, bytes.length - at))
    await sleep(gapMs)
  }
  closeSync(fd)
}

const main = async () => {
  await sourceNodes(api, { name: "content", path: folder })
  emitter.emit("BOOTSTRAP_FINISHED")
  await sleep(200)
  // A text editor's save: the file emptied, then its new text.
  const entries = Array.from({ length: 60 }, (_, id) => ({ id, title: `Photo ${id}` }))
  await writeInPieces("photos.json", Buffer.from(JSON.stringify(entries)), 2, 20)
  // A photo copied in: a new file, written a piece at a time.
  const photo = Buffer.alloc(600_000, 7)
  await writeInPieces("new-photo.jpg", photo, 4, 10)
  while (Date.now() - lastChange < 1_000) await sleep(100)
  const report = {}
  for (const file of ["photos.json", "new-photo.jpg"]) {
    const bytes = readFileSync(path.join(folder, file))
    const node = nodes.get(file)
    report[file] = {
      node: { size: node?.size, digest: node?.internal.contentDigest },
      file: { size: bytes.length, digest: createHash("md5").update(bytes).digest("hex") },
    }
  }
  console.log(JSON.stringify(report))
  process.exit(0)
}

main()
