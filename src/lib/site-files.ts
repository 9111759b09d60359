import { writeFileSync } from "node:fs"
import path from "node:path"
import { navigation } from "./navigation"

/** The content the files are written from: the SiteFiles query in gatsby-node.ts (onPreBuild). */
export type SiteFilesContent = {
  site: NonNullable<Queries.SiteFilesQuery["siteJson"]>
  bio: NonNullable<Queries.SiteFilesQuery["bioJson"]>
  videos: Queries.SiteFilesQuery["allVideosJson"]["nodes"]
}

/** What each page offers, as llms.txt describes it to AI agents. */
const pageSummaries: Record<(typeof navigation)[number]["to"], string> = {
  "/": "the group, the concert series, social links and what is coming",
  "/bio": "the story of the 1987 live album and the reunion",
  "/photos": "photos from the 1987 album era to the reunion rehearsals",
  "/videos": "behind-the-scenes rehearsal videos on the video site",
  "/merch": "official merch",
}

/** robots.txt: everything may be crawled; the sitemap is at its absolute address. */
export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`

/** llms.txt (llmstxt.org): a plain summary of the group and a link to every page, from content. */
export const llmsTxt = ({ site, bio, videos }: SiteFilesContent, siteUrl: string) =>
  [
    `# ${site.name}`,
    `> ${site.description}`,
    ...bio.paragraphs,
    "## Pages",
    navigation
      .map(({ label, to }) => `- [${label}](${siteUrl}${to}): ${pageSummaries[to]}`)
      .join("\n"),
    "## Videos",
    videos.map(video => `- [${video.title}](${video.url})`).join("\n"),
    "## Elsewhere",
    [
      ...site.social.map(link => `- [${link.network}](${link.url})`),
      `- [Music streaming](${site.streamingUrl})`,
      `- [Video channel](${site.channelUrl})`,
    ].join("\n"),
  ].join("\n\n")

/** Writes the files a built site needs beside its pages: robots.txt and llms.txt. */
export const writeSiteFiles = (publicDir: string, content: SiteFilesContent, siteUrl: string) => {
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  writeFileSync(path.join(publicDir, "llms.txt"), `${llmsTxt(content, siteUrl)}\n`)
}
