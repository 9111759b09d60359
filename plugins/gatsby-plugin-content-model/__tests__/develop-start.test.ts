/**
 * @jest-environment node
 *
 * What develop-refresh.ts relies on in Gatsby's develop, which Gatsby does not document: with
 * Query on Demand, a round of develop's queries runs the not-found page's, whatever page a browser
 * has open, so at the start its data is written with the first pages' data; and those of the pages
 * whose data was asked for before the round. A change saved while develop starts is refreshed once
 * develop has answered for the not-found page's data, and a page opened while a change is sourced
 * has its data asked for as develop makes the pages, so that it runs in the refresh's round.
 */
import type { IGatsbyPage } from "gatsby/dist/redux/types"

/** A page as Gatsby's store holds it, with only what the round needs. */
const page = (path: string) => ({ path }) as IGatsbyPage

it("develop runs the not-found page's query in every round, and those of the pages asked for", async () => {
  const pages = new Map(["/", "/bio/", "/404.html", "/404/"].map(path => [path, page(path)]))
  const state = {
    pages,
    queries: {
      // Every query dirty, as after the content changed; none run yet.
      trackedQueries: new Map([...pages.keys()].map(path => [path, { dirty: 1, running: 0 }])),
      trackedComponents: new Map(),
      deletedQueries: new Set(),
    },
  }
  const store = { getState: () => state }
  const environment = { ...process.env }
  Object.assign(process.env, {
    gatsby_executing_command: "develop",
    GATSBY_QUERY_ON_DEMAND: "true",
  })
  try {
    const rounds: string[][] = []
    await jest.isolateModulesAsync(async () => {
      // Gatsby's store, with the events its modules listen to when they load.
      const emitter = { on: () => {}, off: () => {}, emit: () => {} }
      jest.doMock("gatsby/dist/redux", () => ({ store, emitter }))
      const { calculateDirtyQueries } = await import("gatsby/dist/services/calculate-dirty-queries")
      const calculate = calculateDirtyQueries as unknown as (context: object) => Promise<{
        queryIds: { pageQueryIds: IGatsbyPage[] }
      }>
      // No browser open; no page asked for, then one.
      for (const askedFor of [[], ["/bio/"]]) {
        const { queryIds } = await calculate({
          store,
          websocketManager: { activePaths: new Set() },
          currentlyHandledPendingQueryRuns: new Set(askedFor),
        })
        rounds.push(queryIds.pageQueryIds.map(each => each.path))
      }
    })
    expect(rounds).toEqual([["/404.html"], ["/bio/", "/404.html"]])
  } finally {
    process.env = environment
  }
})
