/**
 * Starts a pool of one Gatsby worker (gatsby-worker, as `gatsby build` starts them) with Node's
 * compile cache in `<folder>/cache`, asks it one thing, ends the pool and prints how many files
 * Node wrote into the cache. The worker's module keeps an open handle, as Gatsby's query workers
 * do, so the pool kills it when it has not exited a second after being told to end.
 * Usage: node worker-compile-cache.cjs <folder>
 */
const { readdirSync, writeFileSync } = require("node:fs")
const path = require("node:path")
const { WorkerPool } = require("gatsby-worker")

const folder = process.argv[2]
const cache = path.join(folder, "cache")
const worker = path.join(folder, "worker.js")
writeFileSync(worker, "setInterval(() => {}, 1000)\nexports.answer = () => 42\n")

const main = async () => {
  const pool = new WorkerPool(worker, { numWorkers: 1, env: { NODE_COMPILE_CACHE: cache } })
  const answer = await pool.single.answer()
  await Promise.all(pool.end())
  let written = []
  try {
    written = readdirSync(cache, { recursive: true, withFileTypes: true })
  } catch {
    // Nothing written: no folder either.
  }
  console.log(JSON.stringify({ answer, files: written.filter(entry => entry.isFile()).length }))
  process.exit(0)
}

main()
