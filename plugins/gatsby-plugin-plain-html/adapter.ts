import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { adaptedMark, markAdaptedPublic } from "./adapted-public.mjs"
import { removeBuildFiles } from "./build-files"
import { headerRoutes, headersFile, type HeaderOptions } from "./security-headers"

/**
 * The environment variables that say a build runs on Netlify: NETLIFY, which its CI sets (one of
 * its documented read-only variables), and SITE_ADAPTER, which netlify.toml sets for every build
 * Netlify's runner makes, on its CI and from its command line (`netlify build`, `netlify deploy
 * --build`), through its documented `[build.environment]`.
 */
export const NETLIFY_VARIABLES = ["NETLIFY", "SITE_ADAPTER"] as const

/** The adapters SITE_ADAPTER can name. */
const SITE_ADAPTERS = ["netlify"]

/**
 * Whether the build runs on Netlify: on its CI (NETLIFY), or wherever netlify.toml's build
 * environment applies (SITE_ADAPTER=netlify). Any other SITE_ADAPTER is a mistake, said plainly.
 */
export const onNetlify = (env: NodeJS.ProcessEnv = process.env) => {
  const named = env.SITE_ADAPTER
  if (named && !SITE_ADAPTERS.includes(named)) {
    throw new Error(
      `SITE_ADAPTER is "${named}", which names no adapter of the site: set it to "netlify" ` +
        "(netlify.toml does, for Netlify's builds), or leave it unset for a plain folder.",
    )
  }
  return Boolean(env.NETLIFY) || named === "netlify"
}

/**
 * Netlify's adapter, writing the site's own headers. Left to itself, it writes Gatsby's default
 * rules into _headers: `/*` with `x-xss-protection`, `referrer-policy: same-origin` and a
 * Cache-Control, which gatsby-config's `headers` option can add to but not take away. Netlify
 * sends the headers of every rule that matches a path, so those would come on top of the site's
 * own: two referrer policies, two Cache-Controls on the scripts. Given the site's rules
 * (security-headers.ts, the same ones the plain folder gets), it writes exactly those, once
 * Gatsby's own build files have gone (build-files.ts). Everything else the adapter does is kept.
 * Its layout of public/ is marked (adapted-public.mjs), and a cache found so marked is not
 * stored: the next build would start from pages where Gatsby did not write them.
 */
export const withSiteHeaders = (adapter: IAdapter, options: HeaderOptions): IAdapter => {
  // Gatsby runs adapters in the project's folder.
  const laidOut = () => existsSync(adaptedMark(process.cwd()))
  const { cache } = adapter
  return {
    ...adapter,
    ...(cache && {
      cache: {
        ...cache,
        store: async context => {
          if (laidOut()) {
            context.reporter.warn(
              "The build cache is not stored: public/ is already laid out for the host, so the " +
                "next build starts without it.",
            )
            return
          }
          await cache.store(context)
        },
      },
    }),
    adapt: async context => {
      removeBuildFiles(path.resolve("public"))
      await adapter.adapt({
        ...context,
        headerRoutes: headerRoutes(path.resolve("public"), options),
      })
      markAdaptedPublic(process.cwd(), adapter.name)
    },
  }
}

/**
 * The adapter for a plain folder, for any static host: public/ as Gatsby wrote it, less Gatsby's
 * own build files (build-files.ts), with _headers holding the site's rules (security-headers.ts),
 * written once every plugin has written its files.
 */
export const plainFolderAdapter = (options: HeaderOptions): IAdapter => ({
  name: "plain-folder",
  adapt: () => {
    const publicDir = path.resolve("public")
    removeBuildFiles(publicDir)
    writeFileSync(path.join(publicDir, "_headers"), headersFile(headerRoutes(publicDir, options)))
  },
})

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
 * The adapter for the host the build runs on, for gatsby-config's `adapter`, which Gatsby uses in
 * place of one it would choose itself. On Netlify (NETLIFY_VARIABLES) it is Netlify's adapter
 * with the site's headers and this build's code: pages as `bio.html` rather than
 * `bio/index.html`, so that Netlify serves `/bio` without redirecting to `/bio/`; _headers and
 * _redirects; Gatsby's cache kept between Netlify's builds. Elsewhere, the plain folder.
 * `options` are the plain HTML plugin's own (gatsby-config.ts gives both the same).
 */
export const siteAdapter = (options: HeaderOptions): IAdapter =>
  onNetlify()
    ? withSiteHeaders(withThisBuildsCode(createNetlifyAdapter()), options)
    : plainFolderAdapter(options)
