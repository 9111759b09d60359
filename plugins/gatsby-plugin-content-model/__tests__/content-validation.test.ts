/**
 * @jest-environment node
 */
import { copyFileSync } from "node:fs"
import path from "node:path"
import {
  brokenCopy,
  contentDir,
  validate,
  validateScript,
} from "../../../__tests__/support/broken-content"

type Entry = Record<string, unknown>
type Site = Entry & { social: Entry[] }

/**
 * Each case breaks the real content the way a maintainer might, and names the exact start of the
 * message that must come back: the file, the entry and the field.
 */
const cases: Array<[string, string, Parameters<typeof brokenCopy>[1], string]> = [
  [
    "a JSON syntax error (a missing comma), with its line and column",
    "videos.json",
    { text: text => text.replace('"title": "I Trust in God",', '"title": "I Trust in God"') },
    "content/videos.json: line 11, column 5 (whole file) JSON: the file is not valid JSON",
  ],
  [
    "a missing required field",
    "photos.json",
    { json: (photos: Entry[]) => void delete photos[6].title },
    "content/photos.json: photo #7 (id 7) title: missing. Add it: the caption shown under the photo.",
  ],
  [
    "an empty required field",
    "videos.json",
    { json: (videos: Entry[]) => void (videos[1].title = "") },
    "content/videos.json: video #2 (id 2) title: is empty.",
  ],
  [
    "a field of only spaces",
    "site.json",
    { json: (site: Site) => void (site.name = "   ") },
    "content/site.json: site (whole file) name: is empty.",
  ],
  [
    "an id given as text",
    "photos.json",
    { json: (photos: Entry[]) => void (photos[2].id = "3") },
    'content/photos.json: photo #3 (id 3) id: is text in quotes ("3"), but it must be a whole number',
  ],
  [
    "a misspelt field name",
    "photos.json",
    {
      json: (photos: Entry[]) => {
        photos[1].titel = photos[1].title
        delete photos[1].title
      },
    },
    'content/photos.json: photo #2 (id 2) titel: is not a field a photo can have; did you mean "title"?',
  ],
  [
    "a photo fit outside its set",
    "photos.json",
    { json: (photos: Entry[]) => void (photos[4].fit = "covr") },
    'content/photos.json: photo #5 (id 5) fit: "covr" is not one of the choices. Use "contain" or "cover"',
  ],
  [
    "a duplicate photo id",
    "photos.json",
    { json: (photos: Entry[]) => void (photos[9].id = 4) },
    "content/photos.json: photo #10 (id 4) id: 4 is already the id of photo #4.",
  ],
  [
    "a duplicate video id",
    "videos.json",
    { json: (videos: Entry[]) => void (videos[3].id = 1) },
    "content/videos.json: video #4 (id 1) id: 1 is already the id of video #1.",
  ],
  [
    "an image that is not in content/images/",
    "photos.json",
    { json: (photos: Entry[]) => void (photos[0].image = "images/photo-1.jpg") },
    'content/photos.json: photo #1 (id 1) image: "images/photo-1.jpg" is not in content/images/; did you mean "images/photo-01.jpg"?',
  ],
  [
    "an image name in the wrong case",
    "merch.json",
    { json: (merch: Entry[]) => void (merch[0].image = "images/Logo-T-Shirt.jpg") },
    'content/merch.json: product #1 (id 1) image: "images/Logo-T-Shirt.jpg" is not in content/images/',
  ],
  [
    "an http: link",
    "videos.json",
    { json: (videos: Entry[]) => void (videos[0].url = "http://www.youtube.com/watch?v=x") },
    'content/videos.json: video #1 (id 1) url: "http://www.youtube.com/watch?v=x" is not right: it must be',
  ],
  [
    "a javascript: link",
    "features.json",
    { json: (features: Entry[]) => void (features[3].url = "javascript:alert(1)") },
    'content/features.json: card #4 (id new-music) url: "javascript:alert(1)" is not right',
  ],
  [
    "a relative link",
    "site.json",
    { json: (site: Site) => void (site.channelUrl = "/videos") },
    'content/site.json: site (whole file) channelUrl: "/videos" is not right',
  ],
  [
    "a malformed link",
    "site.json",
    { json: (site: Site) => void (site.streamingUrl = "https://exa mple.com") },
    'content/site.json: site (whole file) streamingUrl: "https://exa mple.com" is not right',
  ],
  [
    "a social link that points to another site",
    "site.json",
    { json: (site: Site) => void (site.social[0].url = "https://www.instagram.com/someone/") },
    'content/site.json: site (whole file) social #1 url: "https://www.instagram.com/someone/" is not right: it must be a Facebook address',
  ],
  [
    "a social network outside its set",
    "site.json",
    { json: (site: Site) => void (site.social[1].network = "TikTok") },
    'content/site.json: site (whole file) social #2 network: "TikTok" is not one of the choices.',
  ],
  [
    "a new-tab setting given as text",
    "site.json",
    { json: (site: Site) => void (site.social[2].newTab = "no") },
    'content/site.json: site (whole file) social #3 newTab: is text in quotes ("no"), but it must be true or false',
  ],
  [
    "a price without a dollar sign",
    "merch.json",
    { json: (merch: Entry[]) => void (merch[0].price = "29.99") },
    'content/merch.json: product #1 (id 1) price: "29.99" is not right: it must be a dollar sign and an amount with two decimals',
  ],
  [
    "a price with one decimal",
    "merch.json",
    { json: (merch: Entry[]) => void (merch[0].price = "$29.9") },
    'content/merch.json: product #1 (id 1) price: "$29.9" is not right',
  ],
  [
    "a rating above 5",
    "merch.json",
    { json: (merch: Entry[]) => void (merch[0].rating = 5.5) },
    "content/merch.json: product #1 (id 1) rating: 5.5 is too high: it must be a number from 0 to 5",
  ],
  [
    "a rating below 0",
    "merch.json",
    { json: (merch: Entry[]) => void (merch[0].rating = -1) },
    "content/merch.json: product #1 (id 1) rating: -1 is too low",
  ],
  [
    "a bio with no paragraphs",
    "bio.json",
    { json: (bio: Entry) => void (bio.paragraphs = []) },
    "content/bio.json: bio (whole file) paragraphs: has nothing in it.",
  ],
  [
    "a photo without alt text",
    "photos.json",
    { json: (photos: Entry[]) => void delete photos[11].alt },
    "content/photos.json: photo #12 (id 12) alt: missing. Add it: a short description of the photo for people who cannot see it.",
  ],
  [
    "a feature icon outside its set",
    "features.json",
    { json: (features: Entry[]) => void (features[0].icon = "disc") },
    'content/features.json: card #1 (id latest-album) icon: "disc" is not one of the choices.',
  ],
]

describe("npm run validate", () => {
  it("passes the real content", () => {
    const { status, output } = validateScript(contentDir)
    expect(output).toContain("Content check passed: 6 files, 0 warnings.")
    expect(status).toBe(0)
  })

  it.each(cases)(
    "catches %s, naming the file, entry and field",
    async (_name, file, change, message) => {
      const { status, output } = await validate(brokenCopy(file, change))
      expect(status).toBe(1)
      const lines = output.trim().split("\n")
      expect(lines.some(line => line.startsWith(message))).toBe(true)
      expect(lines[lines.length - 1]).toMatch(
        /^Content check failed: \d+ problems?, \d+ warnings?\.$/,
      )
    },
  )

  it("prints one line a problem, then the count", () => {
    const dir = brokenCopy("photos.json", {
      json: (photos: Entry[]) => {
        photos[0].fit = "wide"
        photos[1].id = "two"
        delete photos[2].alt
      },
    })
    const { status, output } = validateScript(dir)
    expect(status).toBe(1)
    const lines = output.trim().split("\n")
    expect(lines).toHaveLength(4)
    expect(lines.slice(0, 3).every(line => line.startsWith("content/photos.json: photo #"))).toBe(
      true,
    )
    expect(lines[3]).toBe("Content check failed: 3 problems, 0 warnings.")
  })

  it("warns about an image no entry uses, without failing", async () => {
    const dir = brokenCopy("photos.json", { text: text => text })
    copyFileSync(
      path.join(dir, "images", "photo-01.jpg"),
      path.join(dir, "images", "forgotten.jpg"),
    )
    const { status, output } = await validate(dir)
    expect(status).toBe(0)
    expect(output).toContain(
      "warning: content/images/forgotten.jpg: no content file uses this image.",
    )
    expect(output).toContain("Content check passed: 6 files, 1 warning.")
  })

  it("warns about a JSON file that is no content file, naming the one it may be meant as", async () => {
    const dir = brokenCopy("photos.json", { text: text => text })
    copyFileSync(path.join(dir, "photos.json"), path.join(dir, "photo.json"))
    copyFileSync(path.join(dir, "photos.json"), path.join(dir, "old list.json"))
    const { status, output } = await validate(dir)
    expect(status).toBe(0)
    const warnings = output.split("\n").filter(line => line.includes("does not read"))
    expect(warnings).toEqual([
      "warning: content/old list.json: the site does not read this file: its content files are site.json, bio.json, features.json, photos.json, videos.json, merch.json. Otherwise move it out of the content folder.",
      "warning: content/photo.json: the site does not read this file: its content files are site.json, bio.json, features.json, photos.json, videos.json, merch.json. If it is meant as photos.json, rename it. Otherwise move it out of the content folder.",
    ])
    expect(output).toContain("Content check passed: 6 files, 2 warnings.")
  })
})
