import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { contentDir, jsonTypeName, siteSettings } from "./plugins/gatsby-plugin-content-model"
import { siteAdapter } from "./plugins/gatsby-plugin-plain-html/adapter"
import { brandColors } from "./src/lib/brand"

const site = siteSettings()
/** The site's public address: SITE_URL when the build sets it, otherwise `url` in site.json. */
const siteUrl = (process.env.SITE_URL ?? site.url ?? "").replace(/\/+$/, "")

/**
 * The site's headers (plugins/gatsby-plugin-plain-html). `hstsPreload: true` asks browsers to
 * reach this domain and all its subdomains over HTTPS only, for good: see docs/deploy.md before
 * turning it on.
 */
const headers = { hstsPreload: false }

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  // Netlify's adapter with the site's headers on Netlify's CI and its CLI; elsewhere the build
  // is a plain folder (docs/deploy.md).
  adapter: siteAdapter(headers),
  jsxRuntime: "automatic",
  // Types for every query are written to gatsby-types.d.ts by `gatsby develop` and `gatsby build`,
  // outside src/: Tailwind watches src/, and develop rewrites the file after every rebuild, which
  // would start the next rebuild.
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "gatsby-types.d.ts" },
  plugins: [
    "gatsby-plugin-postcss",
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404", "/404.html", "/dev-404-page"] },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.description,
        start_url: "/",
        display: "standalone",
        background_color: brandColors.cream,
        theme_color: brandColors.plum,
        // Seo sets theme-color on every page already.
        theme_color_in_head: false,
        icon: path.join(contentDir, site.logo ?? "images/logo.png"),
      },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // A JPEG for browsers without WebP or AVIF, whatever the source: "auto" would keep an
          // AVIF photo's own format, which such browsers cannot show.
          formats: ["jpg", "webp", "avif"],
          placeholder: "blurred",
          quality: 70,
          breakpoints: [360, 640, 768, 1080, 1366, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: jsonTypeName } },
    {
      // The gallery's files (plugins/gatsby-plugin-photo-files): four widths, up to a 2× screen's
      // widest frame, in WebP and JPEG. Not AVIF: even at the effort the hero's are made with, a
      // phone photo's four AVIF files take six times as long as its WebP files (1.8 s against
      // 0.3 s), and a growing gallery would soon push a build past minutes.
      resolve: "gatsby-plugin-photo-files",
      options: {
        width: 800,
        breakpoints: [400, 600, 800, 1200],
        quality: 70,
        photos: { file: path.join(contentDir, "photos.json"), field: "image" },
      },
    },
    // The local plugins (plugins/): the content check, types and editor; then
    // the pages as plain HTML under a strict policy, last, so that its headers cover every file
    // the others write.
    "gatsby-plugin-content-model",
    { resolve: "gatsby-plugin-plain-html", options: headers },
  ],
}

export default config
