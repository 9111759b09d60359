/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { print, type DocumentNode } from "graphql"
import { skipReason } from "../scripts/patches.mjs"

// Each test loads Gatsby's query extraction and data store afresh, as a build does: the first load
// compiles them for Jest, several seconds on a fresh clone.
jest.setTimeout(60_000)

/** A speed-up's: the site builds the same without it, and its tests run only where it is applied. */
const skipped = skipReason("__tests__/query-extraction.test.ts")

/**
 * Every build finds the queries in the project's files and in its plugins' by parsing each file
 * with Babel. What each file held is kept in .cache/query-extraction.json, by the file's path and
 * content (patches/speed-ups/queries-found-once/gatsby+5.16.1.patch): the next build parses only
 * the files that changed.
 */
;(skipped ? describe.skip : describe)(
  `Gatsby's extraction of the queries${skipped ? ` (${skipped}: skipped)` : ""}`,
  () => {
    let dir: string
    let page: string

    const pageWithQuery = (field: string) => `
import { graphql, useStaticQuery } from "gatsby"
import React from "react"

export default function Bio({ data }) {
  const site = useStaticQuery(graphql\`
    {
      site {
        siteMetadata {
          title
        }
      }
    }
  \`)
  return <h1>{site.siteMetadata.title} {data.bioJson.${field}}</h1>
}

export const Head = () => <title>Bio</title>

export const query = graphql\`
  query {
    bioJson {
      ${field}
    }
  }
\`
`

    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), "query-extraction-"))
      mkdirSync(path.join(dir, ".cache"))
      mkdirSync(path.join(dir, "src/pages"), { recursive: true })
      page = path.join(dir, "src/pages/bio.tsx")
      writeFileSync(page, pageWithQuery("title"))
    })
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    type Definition = {
      doc: DocumentNode
      text: string
      hash: number
      isStaticQuery: boolean
      templateLoc: unknown
    }

    /** A build's extraction, as a new build process has it, and a count of the files Babel parses. */
    const extraction = async () => {
      let parseFiles: (files: string[]) => Promise<Definition[]> = async () => []
      let parsing: jest.SpyInstance = jest.fn()
      await jest.isolateModulesAsync(async () => {
        parsing = jest.spyOn(
          await import("gatsby/dist/utils/babel-parse-to-ast"),
          "babelParseToAst",
        )
        const { store } = await import("gatsby/dist/redux")
        store.dispatch({ type: "SET_PROGRAM", payload: { directory: dir } })
        const { default: FileParser } = await import("gatsby/dist/query/file-parser")
        parseFiles = files =>
          new FileParser().parseFiles(files, (error: unknown) => {
            throw new Error(`extraction failed: ${JSON.stringify(error)}`)
          }) as Promise<Definition[]>
      })
      return { parseFiles, parsing }
    }

    /** What the query compiler takes from each query. */
    const queries = (definitions: Definition[]) =>
      definitions.map(({ doc, text, hash, isStaticQuery, templateLoc }) => ({
        document: print(doc),
        names: doc.definitions.map(definition =>
          "name" in definition ? definition.name?.value : "",
        ),
        text,
        hash,
        isStaticQuery,
        templateLoc,
      }))

    it("parses an unchanged file once, and gives the next build the same queries", async () => {
      const build = await extraction()
      const found = queries(await build.parseFiles([page]))
      expect(build.parsing).toHaveBeenCalledTimes(1)
      expect(found.map(query => query.isStaticQuery).sort()).toEqual([false, true])
      expect(found.find(query => !query.isStaticQuery)?.document).toContain("bioJson")

      const next = await extraction()
      expect(queries(await next.parseFiles([page]))).toEqual(found)
      expect(next.parsing).not.toHaveBeenCalled()
    })

    it("parses a changed file again", async () => {
      await (await extraction()).parseFiles([page])
      writeFileSync(page, pageWithQuery("name"))

      const next = await extraction()
      const found = queries(await next.parseFiles([page]))
      expect(next.parsing).toHaveBeenCalledTimes(1)
      expect(found.find(query => !query.isStaticQuery)?.document).toContain("name")
    })
  },
)
