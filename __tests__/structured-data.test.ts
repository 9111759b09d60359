/**
 * @jest-environment node
 */
import { musicGroup, serializeJsonLd } from "../src/lib/structured-data"

describe("structured data", () => {
  it("describes the group as a schema.org MusicGroup founded in its year", () => {
    const group = musicGroup({
      name: "Cornerstone Ensemble",
      description: "A gospel and jazz ensemble.",
      founded: 1987,
      genres: ["Gospel", "Jazz"],
      url: "https://example.org/",
      logo: "https://example.org/logo.png",
      image: "https://example.org/hero.jpg",
      sameAs: ["https://www.facebook.com/x"],
    })
    expect(group).toMatchObject({
      "@context": "https://schema.org",
      "@type": "MusicGroup",
      foundingDate: "1987",
      genre: ["Gospel", "Jazz"],
      sameAs: ["https://www.facebook.com/x"],
    })
  })

  it("cannot be broken out of its script element by content", () => {
    const hostile = { name: '</script><script>alert("x")</script>', note: "a & b \u2028" }
    const json = serializeJsonLd(hostile)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual(hostile)
  })
})
