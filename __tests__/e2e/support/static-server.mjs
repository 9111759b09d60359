/**
 * Serves the production build the way a Netlify-style static host does: pretty URLs
 * (`/bio` serves `bio/index.html`), and unknown paths get `404.html` with status 404.
 * Usage: node __tests__/e2e/support/static-server.mjs [port] [folder]
 */
import { createServer } from "node:http"
import { existsSync } from "node:fs"
import path from "node:path"
import handler from "serve-handler"

const port = Number(process.argv[2] ?? 9123)
const root = path.resolve(process.argv[3] ?? "public")

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`${root} has no built site: run \`npm run build\` first.`)
  process.exit(1)
}

createServer((request, response) =>
  handler(request, response, {
    public: root,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
  }),
).listen(port, "127.0.0.1", () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} on http://127.0.0.1:${port}`)
})
