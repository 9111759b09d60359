import { content, expect, test, visit } from "./support/fixtures"

test.describe("Videos (docs/product.md §6)", () => {
  test("shows Videos, its subtitle and four Music Video cards", async ({ page }) => {
    await visit(page, "/videos")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Videos")
    await expect(page.getByText("Behind the Scenes Rehearsal Videos")).toBeVisible()
    const cards = page.getByRole("region", { name: "Videos" }).getByRole("listitem")
    await expect(cards).toHaveCount(4)
    for (const [index, video] of content.videos.entries()) {
      await expect(cards.nth(index)).toContainText(video.title)
      await expect(cards.nth(index)).toContainText("Music Video")
    }
  })

  test("embeds no player and loads no third-party script", async ({ page, guard }) => {
    await visit(page, "/videos")
    await expect(page.locator("iframe, video, embed, object")).toHaveCount(0)
    expect(guard.externalRequests).toEqual([])
  })

  for (const video of content.videos) {
    test(`opens "${video.title}" on the video site in a new tab`, async ({ page, context }) => {
      await visit(page, "/videos")
      const card = page.getByRole("link", {
        name: new RegExp(video.title.replace(/[()]/g, "\\$&")),
      })
      await expect(card).toHaveAttribute("target", "_blank")
      await expect(card).toHaveAttribute("rel", "noopener noreferrer")
      const [tab] = await Promise.all([context.waitForEvent("page"), card.click()])
      await expect(tab).toHaveURL(video.url)
      await expect(page).toHaveURL("/videos")
    })
  }

  test("opens the channel in a new tab from Visit Our YouTube Channel", async ({
    page,
    context,
  }) => {
    await visit(page, "/videos")
    const channel = page.getByRole("link", { name: /^Visit Our YouTube Channel/ })
    await expect(channel).toHaveAttribute("rel", "noopener noreferrer")
    const [tab] = await Promise.all([context.waitForEvent("page"), channel.click()])
    await expect(tab).toHaveURL(content.site.channelUrl)
  })
})
