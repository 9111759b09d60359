/**
 * Serves the production build the way a Netlify-style static host does: pretty URLs
 * (`/bio` serves `bio/index.html`, while a file asked for by its own name, like `/404.html`,
 * is served as it is), unknown paths get `404.html` with status 404, text is sent compressed
 * (Brotli or gzip, as the browser accepts), and the headers of the build's `_headers` file are
 * sent with every response they match.
 * Usage: node __tests__/e2e/support/static-server.mjs [port] [folder]
 */
import { createServer } from "node:http"
import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import compression from "compression"
import handler from "serve-handler"

const port = Number(process.argv[2] ?? 9123)
const root = path.resolve(process.argv[3] ?? "public")

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`${root} has no built site: run \`npm run build\` first.`)
  process.exit(1)
}

/** The rules of a `_headers` file: a path (exact, or ending in `*`) and its headers. */
const readHeaderRules = () => {
  const file = path.join(root, "_headers")
  if (!existsSync(file)) return []
  const rules = []
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) rules.push({ route: line.trim(), headers: [] })
    else {
      const separator = line.indexOf(":")
      rules
        .at(-1)
        ?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
    }
  }
  return rules
}

const rules = readHeaderRules()
const matches = (route, pathname) =>
  route.endsWith("*") ? pathname.startsWith(route.slice(0, -1)) : route === pathname

const compress = compression()
const isFile = pathname => {
  const file = path.join(root, decodeURIComponent(pathname))
  return file.startsWith(root) && existsSync(file) && statSync(file).isFile()
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? "/", "http://127.0.0.1")
  for (const rule of rules.filter(({ route }) => matches(route, pathname))) {
    for (const [name, value] of rule.headers) response.setHeader(name, value)
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
