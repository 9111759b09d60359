/**
 * Serves the production build the way a Netlify-style static host does: pretty URLs
 * (`/bio` serves `bio.html` or `bio/index.html`, while a file asked for by its own name, like
 * `/404.html`, is served as it is), unknown paths get `404.html` with status 404, text is sent
 * compressed (Brotli or gzip, as the browser accepts), and every response gets the headers of
 * every rule in `_headers` (and netlify.toml) that matches its path, as the host sends them
 * (see host.mjs).
 * Usage: node __tests__/e2e/support/static-server.mjs [port] [folder]
 */
import { createServer } from "node:http"
import { existsSync, statSync } from "node:fs"
import path from "node:path"
import compression from "compression"
import handler from "serve-handler"
import { headersFor, readHostRules } from "./host.mjs"

const port = Number(process.argv[2] ?? 9123)
const root = path.resolve(process.argv[3] ?? "public")

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`${root} has no built site: run \`npm run build\` first.`)
  process.exit(1)
}

/**
 * The site's rules, read again when its _headers changes: a deploy replaces the whole folder (a
 * test swaps `folder`, a link, from one build to another).
 */
let loaded
const hostRules = async () => {
  const { ino, mtimeMs } = statSync(path.join(root, "_headers"))
  if (loaded?.version !== `${ino}:${mtimeMs}`) {
    const rules = await readHostRules(root)
    if (rules.problems.length > 0) {
      throw new Error(`The host could not read the site's rules:\n${rules.problems.join("\n")}`)
    }
    if (rules.redirects.length > 0) {
      throw new Error("The site has _redirects rules, which this server does not apply.")
    }
    loaded = { version: `${ino}:${mtimeMs}`, rules }
  }
  return loaded.rules
}

try {
  await hostRules()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

const compress = compression()
const isFile = pathname => {
  const file = path.join(root, decodeURIComponent(pathname))
  return file.startsWith(root) && existsSync(file) && statSync(file).isFile()
}

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? "/", "http://127.0.0.1")
  let rules
  try {
    rules = await hostRules()
  } catch (error) {
    response.writeHead(500, { "Content-Type": "text/plain" }).end(error.message)
    return
  }
  for (const [name, values] of headersFor(rules.headers, pathname)) {
    response.setHeader(name, values)
  }
  compress(request, response, () =>
    handler(request, response, {
      public: root,
      cleanUrls: !(pathname.endsWith(".html") && isFile(pathname)),
      trailingSlash: false,
      directoryListing: false,
      // serve-handler's type list predates AVIF; the host sends it as image/avif.
      headers: [{ source: "**/*.avif", headers: [{ key: "Content-Type", value: "image/avif" }] }],
    }),
  )
}).listen(port, "127.0.0.1", () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} on http://127.0.0.1:${port}`)
})
