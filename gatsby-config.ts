import path from "node:path"
import type { GatsbyConfig } from "gatsby"

/** JSON files become one GraphQL type per file: photos.json → PhotosJson, site.json → SiteJson. */
const jsonTypeName = ({ node }: { node: { name: string } }) =>
  `${node.name.charAt(0).toUpperCase()}${node.name.slice(1)}Json`

const config: GatsbyConfig = {
  trailingSlash: "never",
  jsxRuntime: "automatic",
  // Types for every query are written to src/gatsby-types.d.ts by `gatsby develop` and `gatsby build`.
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "blurred",
          quality: 70,
          breakpoints: [360, 640, 768, 1080, 1366, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // CONTENT_DIR lets tests build from a copy of the content.
      options: { name: "content", path: path.resolve(process.env.CONTENT_DIR ?? "content") },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: jsonTypeName } },
  ],
}

export default config
