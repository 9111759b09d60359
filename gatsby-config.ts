import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { contentDir, contentTypeName, siteSettings } from "./plugins/gatsby-plugin-content-model"
import { siteAdapter } from "./plugins/gatsby-plugin-plain-html"
import { brandColors } from "./src/lib/brand"

const site = siteSettings()
/** The site's public address: SITE_URL when the build sets it, otherwise `url` in site.json. */
const siteUrl = (process.env.SITE_URL ?? site.url ?? "").replace(/\/+$/, "")

/** The site's headers. `hstsPreload: true` is for good: see docs/deploy.md before turning it on. */
const headers = { hstsPreload: false }

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  // Netlify's adapter on Netlify's CI and CLI; elsewhere a plain folder (docs/deploy.md).
  adapter: siteAdapter(headers),
  jsxRuntime: "automatic",
  // Query types away from src/, which Tailwind scans, and the gatsby-* files Gatsby's cache counts.
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "types/gatsby-types.d.ts" },
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
          // A JPEG for browsers without WebP or AVIF, whatever the source ("auto" keeps AVIF's).
          formats: ["jpg", "webp", "avif"],
          placeholder: "blurred",
          quality: 70,
          breakpoints: [360, 640, 768, 1080, 1366, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      // The gallery's files: four widths, up to a 2× screen's widest frame, in WebP and JPEG. Not
      // AVIF, which takes several times as long to make (docs/performance.md): a growing gallery
      // would soon push a build past minutes.
      resolve: "gatsby-plugin-photo-files",
      options: {
        width: 800,
        breakpoints: [400, 600, 800, 1200],
        quality: 70,
        photos: { file: path.join(contentDir, "photos.json"), field: "image" },
      },
    },
    // The content editor at /admin, before the content model, whose hold on pages while a change is
    // sourced in develop comes after the editor's routes.
    { resolve: "gatsby-plugin-content-editor", options: { siteUrl } },
    // The content's files, check and types; each content file's entries made by the transformer,
    // typed by the content model (a file of one object would be named by its folder).
    "gatsby-plugin-content-model",
    { resolve: "gatsby-transformer-json", options: { typeName: contentTypeName } },
    // Last, the pages as plain HTML under a strict policy, so that its headers cover every file the
    // others write.
    { resolve: "gatsby-plugin-plain-html", options: headers },
  ],
}

export default config
