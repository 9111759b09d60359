import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import type { IAdapter, Reporter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { NETLIFY_VARIABLES } from "./gatsby-internals"
import { headerRoutes, type HeaderOptions } from "./security-headers"

/** Marks an adapter that writes the site's own headers (see `siteAdapter`). */
const SITE_HEADERS = Symbol.for("gatsby-plugin-plain-html: the site's headers")

/**
 * Written into Gatsby's cache once an adapter has laid public/ out its own way (Netlify's moves
 * `bio/index.html` to `bio.html`). Gatsby's cache still describes the pages where it wrote them,
 * so the next build in the same folder without that adapter's own cache (a plain `npm run build`
 * after `npm run build:netlify`) would look for `bio/index.html` and fail. An adapter that keeps
 * a cache of its own (Netlify's) puts back, before any plugin runs, the cache and public/ as they
 * were before it laid them out, without this mark.
 */
const adaptedMark = (directory: string) => path.join(directory, ".cache", "adapted-public.json")

/** Whether the build runs on Netlify: on its CI (NETLIFY) or from its CLI (NETLIFY_LOCAL). */
export const onNetlify = (env: NodeJS.ProcessEnv = process.env) =>
  NETLIFY_VARIABLES.some(name => Boolean(env[name]))

/**
 * An adapter that writes the site's own headers. Left to itself, an adapter writes Gatsby's
 * default rules into _headers: `/*` with `x-xss-protection`, `referrer-policy: same-origin` and a
 * Cache-Control, which gatsby-config's `headers` option can add to but not take away. Netlify
 * sends the headers of every rule that matches a path, so those would come on top of the site's
 * own: two referrer policies, two Cache-Controls on the scripts. Given the site's rules
 * (security-headers.ts, the same ones a build without an adapter writes), it writes exactly those.
 * Everything else the adapter does is kept.
 */
const withSiteHeaders = (adapter: IAdapter, options: HeaderOptions): IAdapter =>
  Object.assign(
    {
      ...adapter,
      adapt: (async context => {
        await adapter.adapt({
          ...context,
          headerRoutes: headerRoutes(path.resolve("public"), options),
        })
        // Gatsby runs adapters in the project's folder.
        writeFileSync(adaptedMark(process.cwd()), JSON.stringify({ adapter: adapter.name }))
      }) satisfies IAdapter["adapt"],
    },
    { [SITE_HEADERS]: true },
  )

/**
 * An adapter whose restored cache keeps this build's compiled Gatsby files. Gatsby compiles the
 * project's Gatsby files (gatsby-config, gatsby-node, each local plugin's gatsby-node) into
 * `.cache/compiled`, then has the adapter restore `.cache` from the last deploy, then loads the
 * plugins from `.cache/compiled`: from the last deploy's code. A change to a plugin would reach
 * the site one deploy late, and a plugin the last deploy did not have would not run at all, so
 * its fields would be missing and every build would stop, the cache never stored again.
 */
export const withThisBuildsCode = (adapter: IAdapter): IAdapter => {
  const { cache } = adapter
  if (!cache) return adapter
  return {
    ...adapter,
    cache: {
      ...cache,
      restore: async context => {
        // Gatsby runs adapters in the project's folder.
        const compiled = path.resolve(".cache", "compiled")
        if (!existsSync(compiled)) return cache.restore(context)
        const kept = mkdtempSync(path.join(os.tmpdir(), "compiled-"))
        cpSync(compiled, kept, { recursive: true })
        try {
          return await cache.restore(context)
        } finally {
          rmSync(compiled, { recursive: true, force: true })
          cpSync(kept, compiled, { recursive: true })
          rmSync(kept, { recursive: true, force: true })
        }
      },
    },
  }
}

/**
 * The adapter for the host the build runs on, for gatsby-config's `adapter`. On Netlify, by
 * either of the variables Gatsby itself picks Netlify's adapter on (gatsby-internals.ts), it is
 * that adapter with the site's headers and this build's code: pages as `bio.html` rather than `bio/index.html`, so that
 * Netlify serves `/bio` without redirecting to `/bio/`; _headers and _redirects; Gatsby's cache
 * kept between Netlify's builds. Elsewhere there is none, and the plugin writes _headers itself
 * (gatsby-node.ts). `options` are the plugin's own (gatsby-config.ts gives both the same).
 */
export const siteAdapter = (options: HeaderOptions): IAdapter | undefined =>
  onNetlify() ? withSiteHeaders(withThisBuildsCode(createNetlifyAdapter()), options) : undefined

/**
 * Why an adapter Gatsby is about to use would publish the site without its headers, or undefined
 * when it is none or `siteAdapter`'s. Gatsby picks an adapter of its own when gatsby-config names
 * none and it recognises the host (a future Gatsby may recognise more hosts than Netlify).
 */
export const adapterProblem = (adapter: IAdapter | undefined) =>
  !adapter || SITE_HEADERS in adapter
    ? undefined
    : `Gatsby is building with the adapter "${adapter.name}", which would publish the site with ` +
      "Gatsby's default headers instead of its own: no Content-Security-Policy, no " +
      "Strict-Transport-Security, no opener policy. Give gatsby-config.ts's `adapter` the " +
      "adapter through siteAdapter (plugins/gatsby-plugin-plain-html/adapter.ts), which writes " +
      "the site's headers, or build where no adapter is chosen."

/**
 * Before a build of the project in `directory` (onPreInit): when its public/ is still as an
 * adapter laid it out (adaptedMark), it is removed, and Gatsby, which checks next whether its
 * cache has a public/ beside it, starts afresh.
 */
export const forgetAdaptedPublic = (directory: string, reporter: Pick<Reporter, "info">) => {
  const mark = adaptedMark(directory)
  if (!existsSync(mark)) return
  reporter.info("public/ was laid out for a host by an adapter: this build makes it afresh.")
  rmSync(path.join(directory, "public"), { recursive: true, force: true })
  rmSync(mark)
}
