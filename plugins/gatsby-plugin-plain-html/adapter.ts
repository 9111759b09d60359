import path from "node:path"
import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { headerRoutes, type HeaderOptions } from "./security-headers"

/**
 * Netlify's Gatsby adapter, writing the site's own headers. Left to itself it writes Gatsby's
 * default rules into _headers: `/*` with `x-xss-protection`, `referrer-policy: same-origin` and a
 * Cache-Control, which gatsby-config's `headers` option can add to but not take away. Netlify
 * sends the headers of every rule that matches a path, so those would come on top of the site's
 * own: two referrer policies, two Cache-Controls on the scripts. Given the site's rules
 * (security-headers.ts, the same ones a build without the adapter writes), it writes
 * exactly those.
 *
 * `options` are the plugin's own (gatsby-config.ts gives both the same).
 *
 * Everything else the adapter does is kept: pages as `bio.html` rather than `bio/index.html`, so
 * that Netlify serves `/bio` without redirecting to `/bio/`; _redirects; and Gatsby's cache kept
 * between Netlify builds.
 */
export const netlifyAdapter = (options: HeaderOptions): IAdapter => {
  const adapter = createNetlifyAdapter()
  return {
    ...adapter,
    adapt: context =>
      adapter.adapt({ ...context, headerRoutes: headerRoutes(path.resolve("public"), options) }),
  }
}
