import { screen, within } from "@testing-library/react"
import IndexPage from "../src/pages/index"
import { content, homeData } from "./support/content"
import { expectInertButton } from "./support/expect-inert"
import { renderPage } from "./support/render-page"

const renderHome = () => renderPage(IndexPage, "/", homeData)

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

  it("has a scroll cue that leads to Stay Connected", () => {
    renderHome()
    const cue = screen.getByRole("link", { name: "Scroll down" })
    expect(cue).toHaveAttribute("href", "#stay-connected")
    expect(section("Stay Connected")).toHaveAttribute("id", "stay-connected")
  })
})

describe("Stay Connected", () => {
  it("invites visitors to follow the group by its name from content", () => {
    renderHome()
    const stay = section("Stay Connected")
    expect(
      within(stay).getByText(
        "Get exclusive updates and early access to new music and performances.",
      ),
    ).toBeInTheDocument()
    expect(
      within(stay).getByRole("heading", { name: `Follow ${content.site.name}` }),
    ).toBeInTheDocument()
  })

  it("links Facebook and Instagram in a new tab, and YouTube in the same tab", () => {
    renderHome()
    const stay = section("Stay Connected")
    const links = within(stay).getAllByRole("link")
    expect(links).toHaveLength(3)

    const [facebook, instagram, youtube] = ["Facebook", "Instagram", "YouTube"].map(network =>
      within(stay).getByRole("link", { name: new RegExp(`^${network}`) }),
    )
    const urlOf = (network: string) =>
      content.site.social.find(link => link.network === network)?.url
    for (const [link, network] of [
      [facebook, "Facebook"],
      [instagram, "Instagram"],
    ] as const) {
      expect(link).toHaveAttribute("href", urlOf(network))
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    expect(youtube).toHaveAttribute("href", urlOf("YouTube"))
    expect(youtube).not.toHaveAttribute("target")
    expect(youtube).not.toHaveAttribute("rel")
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
    for (const card of experienceCards()) {
      expect(card.querySelector("svg[aria-hidden='true']")).toBeInTheDocument()
    }
  })

  it.each(["Listen Now", "See Dates", "Join Now"])("%s is a button that does nothing", label =>
    expectInertButton(renderHome(), label),
  )

  it("Preview opens the streaming artist page in a new tab", () => {
    renderHome()
    const preview = screen.getByRole("link", { name: /^Preview/ })
    expect(preview).toHaveAttribute("href", content.site.streamingUrl)
    expect(preview).toHaveAttribute("target", "_blank")
    expect(preview).toHaveAttribute("rel", "noopener noreferrer")
  })
})
