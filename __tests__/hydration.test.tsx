import type { ReactNode } from "react"
import { replaceHydrateFunction } from "../gatsby-browser"
import type { BrowserPluginArgs, PluginOptions } from "gatsby"

/** How long each part of the test page keeps the main thread busy while it renders. */
const BUSY_MS = 2
const PARTS = 40

const busy = () => {
  const until = performance.now() + BUSY_MS
  while (performance.now() < until) {
    // Rendering work, as a large page section would do.
  }
}

const Part = ({ index }: { index: number }) => {
  busy()
  return <li>{`Part ${index}`}</li>
}

const Page = () => (
  <ul>
    {Array.from({ length: PARTS }, (_, index) => (
      <Part key={index} index={index} />
    ))}
  </ul>
)

/** The page as the build writes it into the HTML. */
const builtHtml = `<ul>${Array.from({ length: PARTS }, (_, index) => `<li>Part ${index}</li>`).join("")}</ul>`

const renderer = () =>
  replaceHydrateFunction?.({} as BrowserPluginArgs, {} as PluginOptions) as unknown as (
    element: ReactNode,
    container: Element,
  ) => (() => void) | undefined

const isHydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some(key => key.startsWith("__reactProps"))

/**
 * Counts how often other work gets the main thread until `done` holds: a chain of zero-delay
 * timers runs only between React's slices, never inside one.
 */
const turnsUntil = (done: () => boolean) =>
  new Promise<number>(resolve => {
    let turns = 0
    const tick = () => {
      if (done()) {
        resolve(turns)
        return
      }
      turns += 1
      setTimeout(tick, 0)
    }
    setTimeout(tick, 0)
  })

describe("hydration (gatsby-browser replaceHydrateFunction)", () => {
  it("hydrates a built page in slices, giving the main thread back between them", async () => {
    const container = document.createElement("div")
    container.innerHTML = builtHtml
    document.body.append(container)
    const errors = jest.spyOn(console, "error")

    renderer()(<Page />, container)

    // 40 parts of 2 ms each: in one task, no timer could run until all 80 ms were done.
    const turns = await turnsUntil(() => isHydrated(container.querySelector("li:last-child")))
    expect(turns).toBeGreaterThan(3)
    expect(container.querySelectorAll("li")).toHaveLength(PARTS)
    expect(errors).not.toHaveBeenCalled()
    container.remove()
  })

  it("renders into an empty container, as `gatsby develop` serves pages", async () => {
    const container = document.createElement("div")
    document.body.append(container)

    const cleanup = renderer()(<Page />, container)

    await turnsUntil(() => container.querySelectorAll("li").length === PARTS)
    expect(container.querySelector("li")).toHaveTextContent("Part 0")
    cleanup?.()
    expect(container).toBeEmptyDOMElement()
    container.remove()
  })
})
