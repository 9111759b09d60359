import { render, screen, within } from "@testing-library/react"
import { HomeView } from "../src/views/home"
import { content, inLayout, views } from "./support/content"

const renderHome = () =>
  render(inLayout(<HomeView site={views.site} features={views.features} />, "/"))

const section = (name: string) => screen.getByRole("region", { name })

describe("Home hero", () => {
  it("shows the group name as the page's only h1, with the concert series", () => {
    renderHome()
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(screen.getByRole("heading", { level: 1, name: content.site.name })).toBeInTheDocument()
    expect(screen.getByText(content.site.series, { selector: "main p" })).toBeInTheDocument()
  })

  it("shows the hero photo with its alt text, loaded at once rather than lazily", () => {
    renderHome()
    const hero = screen.getByRole("img", { name: content.site.heroAlt })
    expect(hero).toHaveAttribute("loading", "eager")
  })
})

describe("Experience", () => {
  const cards = [
    ["Latest Album", "Stay posted for future details", "Listen Now"],
    ["Tour Dates", "Stay posted for future details", "See Dates"],
    ["Fan Community", "Stay posted for future details", "Join Now"],
    [
      "New Music",
      "1987 Live Concert Excerpt now on all Streaming Platforms including Spotify and Apple Music!",
      "Preview",
    ],
  ] as const

  const experienceCards = () => within(section("Experience")).getAllByRole("article")

  it("shows the four cards in order, each with its icon, title, description and action", () => {
    renderHome()
    const shown = experienceCards().map(card => [
      within(card).getByRole("heading").textContent,
      within(card).getByText(/Stay posted|Streaming/).textContent,
      (within(card).queryByRole("button") ?? within(card).getByRole("link")).textContent?.replace(
        " (opens in a new tab)",
        "",
      ),
    ])
    expect(shown).toEqual(cards)
    // Each card is named by its title, as a screen reader announces it.
    expect(experienceCards()).toEqual(
      cards.map(([title]) => within(section("Experience")).getByRole("article", { name: title })),
    )
    for (const card of experienceCards()) {
      expect(card.querySelector("svg[aria-hidden='true']")).toBeInTheDocument()
    }
  })
})
