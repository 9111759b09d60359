import { mkdirSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { nodeVersionProblem } from "./scripts/node-version.mjs"
import { unappliedPatches } from "./scripts/patches.mjs"
import { galleryPages, galleryPath } from "./src/lib/gallery"
import { writeSiteFiles } from "./src/lib/site-files"

/**
 * Before Gatsby does anything else, in `gatsby build` and `gatsby develop` as in the npm scripts
 * that start them: a Node the project does not run on (package.json's `engines`), or a fix to a
 * dependency that is not applied (an install without its scripts, a new release of the package),
 * stops the command with the line `npm install` and the tests say it in, before public/ is touched;
 * a speed-up not applied is named in one line, and the command goes on (scripts/patches.mjs).
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const { stop, warn } = unappliedPatches()
  const problems = [nodeVersionProblem(), ...stop].filter(line => line !== undefined)
  if (problems.length > 0) reporter.panic(problems.join("\n\n"))
  for (const line of warn) reporter.warn(line)
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

/** robots.txt and llms.txt, written before the pages, so that the host's headers cover them. */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ graphql, reporter }) => {
  const { data, errors } = await graphql<Queries.SiteFilesQuery>(`
    query SiteFiles {
      site {
        siteMetadata {
          siteUrl
        }
      }
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
  const publicDir = path.resolve("public")
  mkdirSync(publicDir, { recursive: true })
  const content = { site: data.siteJson, bio: data.bioJson, videos: data.allVideosJson.nodes }
  writeSiteFiles(publicDir, content, data.site?.siteMetadata?.siteUrl ?? "")
}
