/**
 * What a Netlify-style host makes of a built site, read with Netlify's own parsers: the rules of
 * its `_headers` and `_redirects` (and of netlify.toml), and the headers it sends for a request.
 * Netlify and Cloudflare Pages apply every rule whose path matches a request, so a header set by
 * two matching rules is sent twice. The browser suite's server and the header test share this.
 */
import { readdirSync } from "node:fs"
import path from "node:path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { parseAllRedirects } from "@netlify/redirect-parser"

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
 * Every file a built site serves, with the path a visitor asks for it by: a page by its address
 * (`/bio` for `bio/index.html`, or `bio.html` as the Netlify adapter lays pages out), any other
 * file by its own name.
 */
export const servedFiles = publicDir =>
  readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry =>
      path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .filter(file => !RULE_FILES.has(file))
    .map(file => {
      const page = file.endsWith(".html") && !file.startsWith("_gatsby/")
      const address = page
        ? `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`
        : `/${file}`
      return { file, pathname: encodeURI(address) }
    })
