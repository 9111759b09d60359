/**
 * JSON for a `<script type="application/ld+json">`, escaped so that no content (a name with
 * "</script>" in it, say) can close the script element or start markup.
 */
export const serializeJsonLd = (data: object) =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

type MusicGroupFacts = {
  name: string
  description: string
  founded: number
  genres: readonly string[]
  url: string
  logo: string
  image: string
  sameAs: readonly string[]
}

/** The group as search engines understand it: a schema.org MusicGroup. */
export const musicGroup = ({ founded, genres, ...facts }: MusicGroupFacts) => ({
  "@context": "https://schema.org",
  "@type": "MusicGroup",
  ...facts,
  foundingDate: String(founded),
  genre: genres,
})
