import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import Layout from "../src/components/layout"
import { content } from "./support/content"
import { pages } from "./support/spec"

const renderLayout = (pathname: string) =>
  render(
    <Layout pathname={pathname}>
      <h1>Page body</h1>
    </Layout>,
  )

const mainNav = () => screen.getByRole("navigation", { name: "Main" })

describe("top bar", () => {
  it("shows the logo and the group name from content, linking home", () => {
    renderLayout("/bio")
    const banner = screen.getByRole("banner")
    const homeLink = within(banner).getByRole("link", { name: content.site.name })
    expect(homeLink).toHaveAttribute("href", "/")
    expect(homeLink.querySelector(`img[src$="${content.site.logo}"]`)).toBeInTheDocument()
  })

  it("lists Home, Bio, Photos, Videos and Merch in that order", () => {
    renderLayout("/")
    const links = within(mainNav()).getAllByRole("link")
    expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual(pages)
  })

  it.each(pages)("marks %s as the current page on %s, and no other link", (label, path) => {
    renderLayout(path)
    const links = within(mainNav()).getAllByRole("link")
    const current = links.filter(link => link.getAttribute("aria-current") === "page")
    expect(current.map(link => link.textContent)).toEqual([label])
  })

  it("treats a trailing slash as the same page", () => {
    renderLayout("/photos/")
    expect(within(mainNav()).getByRole("link", { name: "Photos" })).toHaveAttribute(
      "aria-current",
      "page",
    )
  })

  it("marks no link as current on a page outside the navigation", () => {
    renderLayout("/no-such-page")
    for (const link of within(mainNav()).getAllByRole("link")) {
      expect(link).not.toHaveAttribute("aria-current")
    }
  })

  it("repeats every page link in the footer, so they work without the menu", () => {
    renderLayout("/merch")
    const footerNav = screen.getByRole("navigation", { name: "Footer" })
    const links = within(footerNav).getAllByRole("link")
    expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual(pages)
    expect(within(footerNav).getByRole("link", { name: "Merch" })).toHaveAttribute(
      "aria-current",
      "page",
    )
  })

  it("offers a skip link to the main content", () => {
    renderLayout("/")
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main")
    expect(screen.getByRole("main")).toHaveAttribute("id", "main")
  })
})

describe("mobile menu panel", () => {
  // While the panel is open the page behind it is hidden from assistive technology, so tests
  // keep hold of the button they found while it was visible.
  const menuButton = () => screen.getByRole("button", { name: "Open menu" })

  it("is closed at first: the button says so and the panel's links are not on the page", () => {
    renderLayout("/")
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(screen.queryByRole("navigation", { name: "Menu" })).not.toBeInTheDocument()
  })

  it("opens with the menu button, moves focus into the panel and locks the page behind", async () => {
    const user = userEvent.setup()
    renderLayout("/videos")
    const button = menuButton()
    await user.click(button)

    const panel = screen.getByRole("dialog", { name: "Menu" })
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(within(panel).getByRole("link", { name: "Home" })).toHaveFocus()
    expect(document.body).toHaveAttribute("data-scroll-locked")
    expect(screen.getByRole("main", { hidden: true }).closest("[inert]")).not.toBeNull()

    const links = within(panel).getAllByRole("link")
    expect(links.map(link => link.textContent)).toEqual(pages.map(([label]) => label))
    expect(within(panel).getByRole("link", { name: "Videos" })).toHaveAttribute(
      "aria-current",
      "page",
    )
  })

  it("closes on Escape and gives focus back to the menu button", async () => {
    const user = userEvent.setup()
    renderLayout("/")
    await user.click(menuButton())
    await user.keyboard("{Escape}")

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    expect(menuButton()).toHaveFocus()
    expect(document.body).not.toHaveAttribute("data-scroll-locked")
    expect(screen.getByRole("main").closest("[inert]")).toBeNull()
  })

  it("closes with its Close menu control and gives focus back to the menu button", async () => {
    const user = userEvent.setup()
    renderLayout("/")
    await user.click(menuButton())
    await user.click(screen.getByRole("button", { name: "Close menu" }))

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(menuButton()).toHaveFocus()
  })

  it("closes when a link is chosen, and goes to that page", async () => {
    const user = userEvent.setup()
    renderLayout("/")
    await user.click(menuButton())
    await user.click(within(screen.getByRole("dialog")).getByRole("link", { name: "Photos" }))

    expect(navigate).toHaveBeenCalledWith("/photos")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
  })

  it("keeps keyboard focus inside the open panel", async () => {
    const user = userEvent.setup()
    renderLayout("/")
    await user.click(menuButton())
    const panel = screen.getByRole("dialog")
    for (let step = 0; step < 8; step += 1) {
      await user.tab()
      expect(panel).toContainElement(document.activeElement as HTMLElement)
    }
  })
})

describe("tooltips on icon-only controls", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("names the menu button after hovering for 700 ms, not before", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderLayout("/")
    await user.hover(screen.getByRole("button", { name: "Open menu" }))

    act(() => jest.advanceTimersByTime(650))
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(100))
    expect(screen.getByRole("tooltip")).toHaveTextContent("Open menu")
  })
})

describe("mobile menu panel by keyboard", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("closes with one Escape even while the Close menu tooltip is showing", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderLayout("/")
    const button = screen.getByRole("button", { name: "Open menu" })
    act(() => button.focus())
    await user.keyboard("{Enter}")
    await user.tab({ shift: true })
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveFocus()
    expect(screen.getByRole("tooltip")).toHaveTextContent("Close menu")

    await user.keyboard("{Escape}")
    // Radix hands focus back on the next tick.
    act(() => jest.runOnlyPendingTimers())
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus()
    // Focus came back by keyboard, so the menu button names itself.
    expect(screen.getByRole("tooltip")).toHaveTextContent("Open menu")
  })
})
