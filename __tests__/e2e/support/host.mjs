/**
 * What a Netlify-style host makes of a built site, read with Netlify's own parsers: the rules of
 * its `_headers` and `_redirects` (and of netlify.toml), and the headers it sends for a request.
 * Netlify and Cloudflare Pages apply every rule whose path matches a request, so a header set by
 * two matching rules is sent twice. The browser suite's server and the header test share this.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { parseAllRedirects } from "@netlify/redirect-parser"
import compression from "compression"
import serveHandler from "serve-handler"

/** Files the host reads as its rules and does not serve. */
const RULE_FILES = new Set(["_headers", "_redirects"])

/**
 * The host's rules for a built site: `headers` (each with its path's `forRegExp` and `values`),
 * `redirects`, and `problems`, the parsers' messages for anything they could not read.
 */
export const readHostRules = async publicDir => {
  const netlifyConfigPath = path.resolve("netlify.toml")
  const headers = await parseAllHeaders({
    headersFiles: [path.join(publicDir, "_headers")],
    netlifyConfigPath,
    minimal: false,
  })
  const redirects = await parseAllRedirects({
    redirectsFiles: [path.join(publicDir, "_redirects")],
    netlifyConfigPath,
    minimal: false,
  })
  return {
    headers: headers.headers,
    redirects: redirects.redirects,
    problems: [...headers.errors, ...redirects.errors].map(error => error.message),
  }
}

/**
 * The headers sent for a request path: every header (by its lower-case name) of every matching
 * rule, with all the values those rules give it, in the order of the rules.
 */
export const headersFor = (headerRules, pathname) => {
  const sent = new Map()
  for (const { forRegExp, values } of headerRules) {
    if (!forRegExp.test(pathname)) continue
    for (const [name, value] of Object.entries(values)) {
      const key = name.toLowerCase()
      sent.set(key, [...(sent.get(key) ?? []), value])
    }
  }
  return sent
}

/**
 * Every file a built site serves, with the path a visitor asks for it by: a page (an HTML document)
 * by its address (`/bio` for `bio/index.html`, or `bio.html` as the Netlify adapter lays pages
 * out), any other file by its own name, an HTML fragment of Gatsby's among them.
 */
export const servedFiles = publicDir =>
  readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry =>
      path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .filter(file => !RULE_FILES.has(file))
    .map(file => {
      const page =
        file.endsWith(".html") &&
        /^\s*<!doctype html>/i.test(readFileSync(path.join(publicDir, file), "utf8"))
      const address = page
        ? `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`
        : `/${file}`
      return { file, pathname: encodeURI(address) }
    })

/**
 * A request handler that serves a built site the way a Netlify-style static host does: pretty
 * URLs (`/bio` serves `bio.html` or `bio/index.html`, while a file asked for by its own name, like
 * `/404.html`, is served as it is), unknown paths get `404.html` with status 404, text is sent
 * compressed (Brotli or gzip, as the browser accepts), and every response gets the headers of
 * every rule that matches its path. The rules are read again when `_headers` changes: a deploy
 * replaces the whole folder (a test swaps `root`, a link, from one build to another). Rejects if
 * the host could not read the site's rules.
 */
export const siteRequestHandler = async root => {
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
  await hostRules()

  const compress = compression()
  const isFile = pathname => {
    const file = path.join(root, decodeURIComponent(pathname))
    return file.startsWith(root) && existsSync(file) && statSync(file).isFile()
  }

  return async (request, response) => {
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
      serveHandler(request, response, {
        public: root,
        cleanUrls: !(pathname.endsWith(".html") && isFile(pathname)),
        trailingSlash: false,
        directoryListing: false,
        // serve-handler's type list predates AVIF; the host sends it as image/avif.
        headers: [{ source: "**/*.avif", headers: [{ key: "Content-Type", value: "image/avif" }] }],
      }),
    )
  }
}
