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
          // The gallery's placeholder, which its query leaves to this: the photo's dominant colour,
          // which takes a decode of the photo before its page's query can answer. In develop, none,
          // so that a page answers at once and each photo's file is made as the browser asks.
          placeholder: process.env.NODE_ENV === "development" ? "none" : "dominantColor",
          quality: 70,
          breakpoints: [360, 640, 768, 1080, 1366, 1920],
        },
      },
    },
    // Every photo's files, asked for as gatsbyImageData in the queries. gatsby-plugin-image, whose
    // data and types the site's <picture> takes, is not a plugin of the site: its gatsby-ssr adds an
    // inline style, a <noscript> style and an inline script to every page's head, for its
    // GatsbyImage component, which the site does not use (src/components/picture.tsx says why).
    "gatsby-transformer-sharp",
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
