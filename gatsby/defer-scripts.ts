import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "./security-headers"

/** The tags Gatsby ends every page with: its runtime, React and the site's own code. */
const bundleTag = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g

/**
 * Every page is complete HTML: its words, pictures and links work before any JavaScript runs
 * (the browser suite checks them with JavaScript off). The bundles only add the menu panel,
 * tooltips and instant page changes, so they should not compete with the page's own images on a
 * slow connection. This swaps Gatsby's bundle tags for one inline script that adds them once the
 * page has loaded (the `load` event: HTML, styles and the images on the first screen are in).
 * Pages without bundle tags, or already rewritten, come back unchanged.
 */
export const deferBundles = (html: string): string => {
  const sources = [...html.matchAll(bundleTag)].map(([, source]) => source)
  if (sources.length === 0) return html
  const loader =
    `<script>addEventListener("load",function(){${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;document.body.appendChild(e)})})</script>`
  let first = true
  return html.replace(bundleTag, () => {
    if (!first) return ""
    first = false
    return loader
  })
}

/** Rewrites every built page with deferBundles. */
export const deferBundlesInPages = (publicDir: string) => {
  for (const file of filesUnder(publicDir).filter(name => name.endsWith(".html"))) {
    const page = path.join(publicDir, file)
    const html = readFileSync(page, "utf8")
    const deferred = deferBundles(html)
    if (deferred !== html) writeFileSync(page, deferred)
  }
}
