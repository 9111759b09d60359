/**
 * @jest-environment node
 *
 * What develop-refresh.ts relies on in Gatsby's develop, which Gatsby does not document: with
 * Query on Demand, develop runs the not-found page's query in every round, whatever page a browser
 * has open, so at the start its data is written with the first pages' data. A change saved while
 * develop starts is refreshed once develop has answered for that data.
 */
import type { IGatsbyPage } from "gatsby/dist/redux/types"

/** A page as Gatsby's store holds it, with only what the round needs. */
const page = (path: string) => ({ path }) as IGatsbyPage

it("develop runs the not-found page's query in every round, whatever page is open", async () => {
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
    let round: { pageQueryIds: IGatsbyPage[] } | undefined
    await jest.isolateModulesAsync(async () => {
      // Gatsby's store, with the events its modules listen to when they load.
      const emitter = { on: () => {}, off: () => {}, emit: () => {} }
      jest.doMock("gatsby/dist/redux", () => ({ store, emitter }))
      const { calculateDirtyQueries } = await import("gatsby/dist/services/calculate-dirty-queries")
      const calculate = calculateDirtyQueries as unknown as (context: object) => Promise<{
        queryIds: { pageQueryIds: IGatsbyPage[] }
      }>
      // No browser open, no page asked for.
      const { queryIds } = await calculate({
        store,
        websocketManager: { activePaths: new Set() },
        currentlyHandledPendingQueryRuns: new Set(),
      })
      round = queryIds
    })
    expect(round?.pageQueryIds.map(each => each.path)).toEqual(["/404.html"])
  } finally {
    process.env = environment
  }
})
