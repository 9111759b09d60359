import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "./security-headers"

/** The tags Gatsby ends every page with: its runtime, React and the site's own code. */
const bundleTag = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g

/**
 * The inline script that adds the bundles once the first screen is on show: after the `load`
 * event (HTML, styles and the images on the first screen are in), after the eager images have
 * been decoded, and after the next frame has been painted. Until then the bundles would compete
 * with the page's own pictures for a slow connection and a slow processor.
 */
const loader = (sources: readonly string[]) =>
  `<script>addEventListener("load",function(){var s=${JSON.stringify(sources)};` +
  `Promise.all([].map.call(document.querySelectorAll('img[loading="eager"]'),function(i){` +
  `return i.decode().catch(function(){})})).then(function(){requestAnimationFrame(function(){` +
  `setTimeout(function(){s.forEach(function(u){var e=document.createElement("script");` +
  `e.src=u;document.body.appendChild(e)})})})})})</script>`

/**
 * Every page is complete HTML: its words, pictures and links work before any JavaScript runs
 * (the browser suite checks them with JavaScript off). The bundles only add the menu panel,
 * tooltips and instant page changes, so they wait until the first screen has been painted.
 * This swaps Gatsby's bundle tags for one inline loader script. Pages without bundle tags, or
 * already rewritten, come back unchanged.
 */
export const deferBundles = (html: string): string => {
  const sources = [...html.matchAll(bundleTag)].map(([, source]) => source)
  if (sources.length === 0) return html
  let first = true
  return html.replace(bundleTag, () => {
    if (!first) return ""
    first = false
    return loader(sources)
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
