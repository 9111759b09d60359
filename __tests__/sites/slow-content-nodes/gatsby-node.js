/**
 * For tests of `gatsby develop` only (__tests__/sites/site-copy.mjs adds it to a copy of the project,
 * before gatsby-transformer-json): once develop is running, a changed content file's entries
 * become nodes HOLD_MS late, as on a busy machine, so that a page asked for in the meantime
 * meets the gap between a file's node and its entries' nodes every time, not once in ten.
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
