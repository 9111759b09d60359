import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { navigation } from "../src/lib/navigation"

type SiteContent = {
  name: string
  series: string
  description: string
  tagline: string
  streamingUrl: string
  channelUrl: string
  social: Array<{ network: string; url: string }>
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T

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
export const llmsTxt = (contentDir: string, siteUrl: string) => {
  const site = readJson<SiteContent>(path.join(contentDir, "site.json"))
  const bio = readJson<{ paragraphs: string[] }>(path.join(contentDir, "bio.json"))
  const videos = readJson<Array<{ title: string; url: string }>>(
    path.join(contentDir, "videos.json"),
  )
  return [
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
}

/** Writes the files a built site needs beside its pages: robots.txt and llms.txt. */
export const writeSiteFiles = (publicDir: string, contentDir: string, siteUrl: string) => {
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  writeFileSync(path.join(publicDir, "llms.txt"), `${llmsTxt(contentDir, siteUrl)}\n`)
}
