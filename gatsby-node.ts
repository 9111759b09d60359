import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import {
  checkContent,
  contentDir,
  formatReport,
  graphqlTypeDefs,
  saveImageChecks,
} from "./content-model"
import { writeAdmin } from "./gatsby/admin"
import { browserScriptEntry, browserScriptFiles, styleSheetFiles } from "./gatsby/browser-script"
import { addNotFoundPolicy, headerRoutes, headersFile } from "./gatsby/security-headers"
import { writeSiteFiles } from "./gatsby/site-files"
import { galleryPages, galleryPath } from "./src/lib/gallery"

const siteContent = () =>
  JSON.parse(readFileSync(path.join(contentDir, "site.json"), "utf8")) as { name: string }

/**
 * The content is checked before Gatsby does anything else, so a broken content file stops the
 * build with the same messages as `npm run validate`, and an earlier public/ stays as it was.
 */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const report = await checkContent(contentDir)
  if (report.problems.length > 0) {
    reporter.panic(
      `The content has problems, so the site was not built.\n\n${formatReport(report)}`,
    )
  }
  report.warnings.forEach(warning => reporter.warn(warning))
}

/**
 * Gatsby empties .cache/ after onPreInit when its plugins change (as on a first build), which
 * would drop the photo checks' results; they are written again once the cache folder is set up.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  saveImageChecks()
}

/**
 * Every content file gets an explicit type, generated from its JSON Schema in content-model/:
 * nothing is inferred, required fields are non-null, closed sets are enums and image fields are
 * files. A content entry's own `id` is stored by gatsby-transformer-json as `jsonId`.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs())
}

/**
 * The gallery: /photos, and beyond PHOTOS_PER_PAGE photos /photos/2 and on. Each page is told
 * which part of the gallery it shows, never the photos themselves.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.GalleryPagesQuery>(`
    query GalleryPages {
      allPhotosJson {
        totalCount
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic("Could not count the gallery's photos.", result.errors)
    return
  }
  for (const context of galleryPages(result.data.allPhotosJson.totalCount)) {
    actions.createPage({
      path: galleryPath(context.pageNumber),
      component: path.resolve("src/templates/photos.tsx"),
      context,
    })
  }
}

/**
 * The production build makes the site's browser script as an entry of its own, and the HTML
 * renderer, built after it, learns its file name (BROWSER_SCRIPTS, used in gatsby-ssr.tsx).
 * `gatsby develop` renders pages with React in the browser and loads the script itself
 * (gatsby-browser.tsx).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  store,
  getConfig,
}) => {
  const { directory } = store.getState().program
  if (stage === "build-javascript") {
    // setWebpackConfig leaves entries alone, so the entry is added to the whole configuration.
    // No source maps: no page loads Gatsby's bundles, and the one browser script is small.
    const config = getConfig()
    actions.replaceWebpackConfig({
      ...config,
      entry: { ...config.entry, ...browserScriptEntry(directory) },
      devtool: false,
    })
  }
  if (stage === "build-html" || stage === "develop-html") {
    const files = stage === "build-html" ? browserScriptFiles(directory) : []
    actions.setWebpackConfig({
      plugins: [plugins.define({ BROWSER_SCRIPTS: JSON.stringify(files) })],
    })
  }
  if (stage === "build-html") {
    // An incremental build renders again only the pages whose renderer chunks changed (Gatsby 5
    // with slices ignores the browser build's hash). Every page inlines the style sheet, which
    // the renderer does not import, so its name salts the renderer's hashes: a change to the
    // styles alone reaches every page, on a host that keeps the build cache too.
    // (setWebpackConfig leaves `output` alone, so the salt goes into the whole configuration.)
    const config = getConfig()
    actions.replaceWebpackConfig({
      ...config,
      output: { ...config.output, hashSalt: styleSheetFiles(directory).join(" ") },
    })
  }
}

/**
 * The content editor's settings. Its page is titled with the group's name, and it saves to the
 * GitHub repository CMS_GITHUB_REPO names ("owner/name"), or on Netlify to the repository the site
 * is built from (REPOSITORY_URL); the local editor saves into the folder it is given.
 */
const editorRepository = () =>
  process.env.CMS_GITHUB_REPO ??
  /github\.com[/:]([^/]+\/[^/.]+)/.exec(process.env.REPOSITORY_URL ?? "")?.[1]

const adminOptions = (directory: string, siteUrl: string) => ({
  publicDir: path.join(directory, "public"),
  cacheDir: path.join(directory, ".cache"),
  siteName: siteContent().name,
  siteUrl,
  // Without one, the editor works on this machine only (docs/deploy.md).
  repo: editorRepository(),
})

/**
 * `gatsby develop` serves the content editor at /admin too, for editing on this machine. Its
 * server serves files from public/ but no folder's index.html, so the editor's page has a route.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, store }) => {
  const { program, config } = store.getState()
  const options = adminOptions(program.directory, config.siteMetadata.siteUrl)
  await writeAdmin(options)
  app.get("/admin/", (_request: unknown, response: { sendFile: (file: string) => void }) => {
    response.sendFile(path.join(options.publicDir, "admin", "index.html"))
  })
}

/**
 * robots.txt, llms.txt, the content editor and the host's _headers (with the hashes of the pages'
 * inline code). A build for Netlify has an adapter (gatsby/netlify-adapter.ts), which writes
 * _headers itself, from the same rules, once this has run.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const { program, config, adapter } = store.getState()
  const publicDir = path.join(program.directory, "public")
  const { data, errors } = await graphql<Queries.SiteFilesQuery>(`
    query SiteFiles {
      siteJson {
        name
        description
        streamingUrl
        channelUrl
        social {
          network
          url
        }
      }
      bioJson {
        paragraphs
      }
      allVideosJson {
        nodes {
          title
          url
        }
      }
    }
  `)
  if (errors || !data?.siteJson || !data.bioJson) {
    reporter.panic("Could not read the site and bio content for robots.txt and llms.txt.", errors)
    return
  }
  const content = { site: data.siteJson, bio: data.bioJson, videos: data.allVideosJson.nodes }
  writeSiteFiles(publicDir, content, config.siteMetadata.siteUrl)
  await writeAdmin(adminOptions(program.directory, config.siteMetadata.siteUrl))
  if (!editorRepository()) {
    reporter.warn(
      "The content editor at /admin can only save on this machine: set CMS_GITHUB_REPO to the " +
        'site\'s GitHub repository ("owner/name") for editing on the published site.',
    )
  }
  addNotFoundPolicy(publicDir)
  if (!adapter.instance) {
    writeFileSync(path.join(publicDir, "_headers"), headersFile(headerRoutes(publicDir)))
  }
}
