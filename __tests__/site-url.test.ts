/**
 * @jest-environment node
 */
import site from "../content/site.json"

const siteUrlWith = async (env: string | undefined) => {
  const saved = process.env.SITE_URL
  if (env === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = env
  try {
    let siteUrl: unknown
    await jest.isolateModulesAsync(async () => {
      siteUrl = (await import("../gatsby-config")).default.siteMetadata?.siteUrl
    })
    return siteUrl
  } finally {
    if (saved === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = saved
  }
}

describe("the site's public address", () => {
  it("comes from url in content/site.json", async () => {
    expect(await siteUrlWith(undefined)).toBe(site.url)
  })

  it("can be overridden with SITE_URL at build time, without a trailing slash", async () => {
    expect(await siteUrlWith("https://preview.example.org/")).toBe("https://preview.example.org")
  })
})
