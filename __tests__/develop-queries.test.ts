/**
 * @jest-environment node
 */
import { queriesReducer } from "gatsby/dist/redux/reducers/queries"

/**
 * `gatsby develop` runs a page's query again when a node it reads changes. A node made while the
 * query is running (a content file's entries arrive a moment after the file) is one the running
 * query may or may not have read, so the page is left to run again (patches/gatsby+5.16.1.patch).
 */
const PAGE = "/photos"
const photoNode = { id: "photo-17", internal: { type: "PhotosJson" } }

type Action = { type: string; payload: unknown }
const run = (...actions: Action[]) =>
  actions.reduce(
    (state, action) => queriesReducer(state, action as never),
    queriesReducer(undefined, {
      type: "CREATE_PAGE",
      payload: { path: PAGE, componentPath: "/src/templates/photos.tsx" },
    } as never),
  )
const queryStart: Action = { type: "QUERY_START", payload: { path: PAGE } }
const queryRun: Action = { type: "PAGE_QUERY_RUN", payload: { path: PAGE } }
const dirtyAfter = (...actions: Action[]) => run(...actions).trackedQueries.get(PAGE)?.dirty

test("a page whose query ran with no change meanwhile is up to date", () => {
  expect(dirtyAfter(queryStart, queryRun)).toBe(0)
})

test("a node made while the page's query runs leaves the page to run again", () => {
  expect(dirtyAfter(queryStart, { type: "CREATE_NODE", payload: photoNode }, queryRun)).not.toBe(0)
})

test("a node deleted while the page's query runs leaves the page to run again", () => {
  expect(dirtyAfter(queryStart, { type: "DELETE_NODE", payload: photoNode }, queryRun)).not.toBe(0)
})
