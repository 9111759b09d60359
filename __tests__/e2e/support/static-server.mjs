/**
 * Serves a built site the way a Netlify-style static host does (siteRequestHandler in host.mjs:
 * pretty URLs, 404.html with status 404 for unknown paths, compression, and the headers of every
 * rule in `_headers` and netlify.toml that matches a path).
 * Usage: node __tests__/e2e/support/static-server.mjs [port] [folder]
 */
import { createServer } from "node:http"
import { existsSync } from "node:fs"
import path from "node:path"
import { siteRequestHandler } from "./host.mjs"

const port = Number(process.argv[2] ?? 9123)
const root = path.resolve(process.argv[3] ?? "public")

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`${root} has no built site: run \`npm run build\` first.`)
  process.exit(1)
}

let handler
try {
  handler = await siteRequestHandler(root)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

createServer(handler).listen(port, "127.0.0.1", () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} on http://127.0.0.1:${port}`)
})
