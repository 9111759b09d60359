/**
 * @jest-environment node
 */
import { queriesReducer } from "gatsby/dist/redux/reducers/queries"
import { callRealApi, nodeMutationsSettled } from "gatsby/dist/utils/call-deferred-api"
import reporter from "gatsby-cli/lib/reporter"
import { skipReason } from "../scripts/patches.mjs"

/**
 * `gatsby develop` runs a page's query again when a node it reads changes. A node made while the
 * query is running (a content file's entries arrive a moment after the file) is one the running
 * query may or may not have read, so the page is left to run again
 * (patches/develop-fixes/gatsby+5.16.1.patch) when the node is of a kind it read when it last ran.
 */
const PAGE = "/photos"
const photoNode = { id: "photo-17", internal: { type: "PhotosJson" } }
const fileNode = { id: "file-3", internal: { type: "File" } }

type Action = { type: string; payload: unknown }
const reduce = (state: ReturnType<typeof queriesReducer> | undefined, ...actions: Action[]) =>
  actions.reduce((current, action) => queriesReducer(current, action as never), state)
const created = () =>
  queriesReducer(undefined, {
    type: "CREATE_PAGE",
    payload: { path: PAGE, componentPath: "/src/templates/photos.tsx" },
  } as never)
const queryStart: Action = { type: "QUERY_START", payload: { path: PAGE } }
const queryRun: Action = { type: "PAGE_QUERY_RUN", payload: { path: PAGE } }
/** The page's query reads the photos' connection (allPhotosJson), as the gallery's does. */
const readsPhotos: Action = {
  type: "CREATE_COMPONENT_DEPENDENCY",
  payload: [{ path: PAGE, connection: "PhotosJson" }],
}
const dirtyAfter = (...actions: Action[]) =>
  reduce(created(), ...actions)?.trackedQueries.get(PAGE)?.dirty

/** The page after one run that read the photos, with nothing changed meanwhile. */
const ranOnce = [queryStart, readsPhotos, queryRun]

const skipped = skipReason("__tests__/develop-queries.test.ts")

;(skipped ? describe.skip : describe)(
  `develop's queries after node changes${skipped ? ` (${skipped}: skipped)` : ""}`,
  () => {
    test("a page whose query ran with no change meanwhile is up to date", () => {
      expect(dirtyAfter(queryStart, queryRun)).toBe(0)
    })

    test("a node made while the page's first query runs leaves the page to run again", () => {
      expect(
        dirtyAfter(queryStart, { type: "CREATE_NODE", payload: photoNode }, queryRun),
      ).not.toBe(0)
    })

    test("a node of a kind the page read, made or deleted while its query runs, leaves it to run again", () => {
      for (const type of ["CREATE_NODE", "DELETE_NODE"]) {
        expect(
          dirtyAfter(...ranOnce, queryStart, { type, payload: photoNode }, readsPhotos, queryRun),
        ).not.toBe(0)
      }
    })

    test("a node of a kind the page did not read, made while its query runs, changes nothing", () => {
      expect(
        dirtyAfter(...ranOnce, queryStart, { type: "CREATE_NODE", payload: fileNode }, queryRun),
      ).toBe(0)
    })

    test("a query that makes nodes it reads runs again a few times, not for ever", () => {
      // Each run of the query makes a node of a kind it reads, as a resolver that makes nodes can.
      const run = [queryStart, { type: "CREATE_NODE", payload: photoNode }, readsPhotos, queryRun]
      let state = reduce(created(), ...ranOnce)
      let runs = 0
      while (state?.trackedQueries.get(PAGE)?.dirty !== 0 || runs === 0) {
        state = reduce(state, ...run)
        runs += 1
        if (runs > 10) break
      }
      expect(runs).toBe(4)
    })

    describe("the pages made again after nodes changed", () => {
      afterEach(() => jest.restoreAllMocks())

      test("wait for the changed nodes' onCreateNode calls, within a limit", async () => {
        const warn = jest.spyOn(reporter, "warn").mockImplementation(() => undefined)
        // A plugin's onCreateNode that never settles.
        const store = { dispatch: () => new Promise(() => undefined), getState: () => ({}) }
        callRealApi({ type: "touchNode", payload: [fileNode] } as never, store as never)
        await nodeMutationsSettled(50)
        expect(warn).toHaveBeenCalledWith(
          "1 changed nodes were still in their plugins' onCreateNode after 0.05 s; the pages are made again without waiting for them.",
        )
      })
    })
  },
)
