/**
 * For tests of `gatsby develop` only (__tests__/sites/site-copy.mjs adds it to a copy of the
 * project): once develop is running, each content file's node takes HOLD_MS to make, as on a busy
 * machine, so that a page asked for while a change is being sourced meets the gap between a file's
 * node and its entries' nodes every time, not once in ten.
 */
const HOLD_MS = Number(process.env.SLOW_CONTENT_NODES_MS ?? 3000)

let running = false

exports.onPostBootstrap = () => {
  running = true
}

exports.onCreateNode = async ({ node }) => {
  if (running && node.internal.type === "File" && node.extension === "json") {
    await new Promise(resolve => setTimeout(resolve, HOLD_MS))
  }
}
