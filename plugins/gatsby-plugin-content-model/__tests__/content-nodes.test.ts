/**
 * @jest-environment node
 */
import { createHash } from "node:crypto"
import {
  cpSync,
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import type { RequestListener } from "node:http"
import type { CreateNodeArgs, Node, SourceNodesArgs } from "gatsby"
import * as transformer from "gatsby-transformer-json/gatsby-node"
import * as sharpTransformer from "gatsby-transformer-sharp/gatsby-node"
import { contentTypeName, PLUGIN_NAME, sourceContent, watchContent } from "../source"

type Made = Node & Record<string, unknown>

/**
 * The part of Gatsby a sourcing uses: the nodes made, as Gatsby keeps them (the last of each id,
 * its owner set), and the nodes deleted. As in Gatsby, a node made again with a new digest loses
 * its children, and a node made or changed is handed to gatsby-transformer-json's `onCreateNode`
 * (with the `typeName` gatsby-config.ts gives it) and gatsby-transformer-sharp's, the plugins that
 * read the content's `File` nodes as if gatsby-source-filesystem had made them; `createNode` waits
 * for them.
 */
const gatsby = () => {
  const nodes = new Map<string, Made>()
  const deleted: string[] = []
  const links: Array<[string, string]> = []
  const cached = new Map<string, unknown>()
  const owned = (node: Made, owner: string) => ({
    ...node,
    internal: { ...node.internal, owner },
  })
  const actionsOf = (owner: string) => ({
    createNode: async (node: Made) => {
      const old = nodes.get(node.id)
      if (old?.internal.contentDigest === node.internal.contentDigest) return
      for (const child of old?.children ?? []) nodes.delete(child)
      const made = owned({ ...node, children: [] }, owner)
      nodes.set(node.id, made)
      if (transformer.shouldOnCreateNode({ node: made })) {
        const transformerArgs = {
          ...args,
          node: made,
          actions: actionsOf("gatsby-transformer-json"),
        }
        await transformer.onCreateNode(transformerArgs as unknown as CreateNodeArgs, {
          plugins: [],
          typeName: contentTypeName,
        })
      }
      if (sharpTransformer.shouldOnCreateNode({ node: made })) {
        await sharpTransformer.onCreateNode({
          ...args,
          node: made,
          actions: actionsOf("gatsby-transformer-sharp"),
        } as unknown as CreateNodeArgs)
      }
    },
    deleteNode: (node: Made) => {
      deleted.push(node.id)
      nodes.get(node.id)?.children.forEach(child => nodes.delete(child))
      nodes.delete(node.id)
    },
    createParentChildLink: ({ parent, child }: { parent: Made; child: Made }) => {
      links.push([parent.id, child.id])
      nodes.get(parent.id)?.children.push(child.id)
    },
  })
  const args = {
    cache: {
      get: async (key: string) => cached.get(key),
      set: async (key: string, value: unknown) => cached.set(key, value),
    },
    actions: actionsOf(PLUGIN_NAME),
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter(n => n.internal.type === type),
    createNodeId: (input: string) => `id(${input})`,
    createContentDigest: (input: unknown) =>
      createHash("md5").update(JSON.stringify(input)).digest("hex"),
    // Gatsby's own reads a content node's `internal.content`, and only then asks its owner.
    loadNodeContent: async (node: Made) => node.internal.content,
  } as unknown as SourceNodesArgs
  const ofType = (type: string) => args.getNodesByType(type) as Made[]
  const file = (relativePath: string) =>
    ofType("File").find(node => node.relativePath === relativePath)
  return { args, nodes, deleted, links, ofType, file }
}

const md5 = (file: string) => createHash("md5").update(readFileSync(file)).digest("hex")

describe("the content folder's nodes", () => {
  let folder = ""
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "content-nodes-"))
    cpSync("content", folder, { recursive: true })
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  test("a File node of each file, with what it holds, and a node of each content entry", async () => {
    const { args, ofType, file, links } = gatsby()
    await sourceContent(args, folder)

    const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter(entry =>
      entry.isFile(),
    )
    expect(ofType("File")).toHaveLength(files.length)
    const hero = file("images/hero.jpg")
    expect(hero).toMatchObject({
      absolutePath: path.join(folder, "images/hero.jpg"),
      relativeDirectory: "images",
      base: "hero.jpg",
      name: "hero",
      extension: "jpg",
      internal: {
        type: "File",
        mediaType: "image/jpeg",
        contentDigest: md5(hero!.absolutePath as string),
      },
    })

    const photos = JSON.parse(readFileSync(path.join(folder, "photos.json"), "utf8"))
    const photoNodes = ofType("PhotosJson")
    expect(photoNodes.map(({ jsonId, title, image }) => ({ id: jsonId, title, image }))).toEqual(
      photos.map(({ id, title, image }: Made) => ({ id, title, image })),
    )
    const photosFile = file("photos.json")!
    expect(new Set(photoNodes.map(node => node.parent))).toEqual(new Set([photosFile.id]))
    expect(links.filter(([parent]) => parent === photosFile.id)).toHaveLength(photos.length)

    // Each photo's image node, which its `gatsbyImageData` hangs on, as the child of its file.
    const photoFiles = ofType("File").filter(node => node.internal.mediaType?.startsWith("image/"))
    expect(photoFiles.length).toBeGreaterThan(0)
    expect(new Set(ofType("ImageSharp").map(node => node.parent))).toEqual(
      new Set(photoFiles.map(node => node.id)),
    )

    const site = JSON.parse(readFileSync(path.join(folder, "site.json"), "utf8"))
    expect(ofType("SiteJson")).toEqual([
      expect.objectContaining({ name: site.name, hero: site.hero }),
    ])
  })

  test("leaves out hidden files, an editor's backups and JSON files that are no content file", async () => {
    writeFileSync(path.join(folder, ".DS_Store"), "")
    writeFileSync(path.join(folder, "photos.json~"), "[")
    writeFileSync(path.join(folder, "photos (copy).json"), "[]")
    const { args, file } = gatsby()
    await sourceContent(args, folder)
    expect([
      file(".DS_Store"),
      file("photos.json~"),
      file("photos (copy).json"),
      file("photos.json")?.base,
    ]).toEqual([undefined, undefined, undefined, "photos.json"])
  })

  test("makes a changed content file's entries again, and only those", async () => {
    const { args, ofType } = gatsby()
    await sourceContent(args, folder)
    const videos = ofType("VideosJson")
    const photos = JSON.parse(readFileSync(path.join(folder, "photos.json"), "utf8"))
    writeFileSync(
      path.join(folder, "photos.json"),
      JSON.stringify([{ ...photos[1], title: "Flyer, retitled" }, photos[0]]),
    )
    await sourceContent(args, folder)
    expect(ofType("PhotosJson").map(({ jsonId, title }) => [jsonId, title])).toEqual([
      [photos[1].id, "Flyer, retitled"],
      [photos[0].id, photos[0].title],
    ])
    expect(ofType("VideosJson")).toEqual(videos)
  })

  test("reads a photo changed in place again, of the same size as before", async () => {
    const { args, file } = gatsby()
    const photo = path.join(folder, "images/photo-07.jpg")
    await sourceContent(args, folder)
    const before = file("images/photo-07.jpg")?.internal.contentDigest
    const bytes = readFileSync(photo)
    bytes[bytes.length - 3] ^= 0xff
    writeFileSync(photo, bytes)
    await sourceContent(args, folder)
    expect(file("images/photo-07.jpg")?.internal.contentDigest).toEqual(md5(photo))
    expect(md5(photo)).not.toEqual(before)
  })

  test("deletes the node of a file gone since it last ran, and keeps the others", async () => {
    const { args, deleted, file } = gatsby()
    await sourceContent(args, folder)
    const gone = file("images/photo-07.jpg")!.id
    rmSync(path.join(folder, "images/photo-07.jpg"))
    await sourceContent(args, folder)
    expect(deleted).toEqual([gone])
  })
})

/** Writes `bytes` into `file` in `pieces` writes `gapMs` apart, after emptying it. */
const writeInPieces = async (file: string, bytes: Buffer, pieces: number, gapMs: number) => {
  const fd = openSync(file, "w")
  const size = Math.ceil(bytes.length / pieces)
  const times: number[] = []
  for (let at = 0; at < bytes.length; at += size) {
    writeSync(fd, bytes, at, Math.min(size, bytes.length - at))
    times.push(performance.now())
    await sleep(gapMs)
  }
  closeSync(fd)
  return times
}

describe("develop's watch of the content folder", () => {
  let folder = ""
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "content-watch-"))
    writeFileSync(path.join(folder, "photos.json"), "[]\n")
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  test("sources a save or a copy once it is written whole", async () => {
    const { args, file } = gatsby()
    await sourceContent(args, folder)
    const calls: number[] = []
    let sourcing = Promise.resolve()
    const watcher = watchContent(folder, () => {
      calls.push(performance.now())
      sourcing = sourcing.then(() => sourceContent(args, folder))
    })
    await new Promise<void>(resolve => watcher.on("ready", () => resolve()))
    try {
      // A text editor's save, then a photo copied in, each written in pieces: none of the
      // folder's files is read while one of them is still being written.
      const entries = Array.from({ length: 60 }, (_, id) => ({ id, title: `Photo ${id}` }))
      const writes = [
        await writeInPieces(
          path.join(folder, "photos.json"),
          Buffer.from(JSON.stringify(entries)),
          3,
          130,
        ),
        await writeInPieces(path.join(folder, "new-photo.jpg"), Buffer.alloc(600_000, 7), 4, 130),
      ]
      while (calls.length === 0 || performance.now() - calls.at(-1)! < 1_000) await sleep(100)
      await sourcing

      for (const name of ["photos.json", "new-photo.jpg"]) {
        const bytes = readFileSync(path.join(folder, name))
        expect({
          name,
          size: file(name)?.size,
          digest: file(name)?.internal.contentDigest,
        }).toEqual({ name, size: bytes.length, digest: md5(path.join(folder, name)) })
      }
      // Only where the machine kept every gap under the time the folder must stay unchanged: a
      // longer one is a pause the watcher takes for the end of a save.
      const gaps = writes.flatMap(times => times.slice(1).map((time, index) => time - times[index]))
      const whileWriting = calls.filter(call =>
        writes.some(times => call > times[0] && call < times.at(-1)!),
      )
      expect(gaps.every(gap => gap < 280) ? whileWriting : []).toEqual([])
    } finally {
      await watcher.close()
    }
  }, 30_000)
})

describe("develop, when a change is saved", () => {
  let folder = ""
  let afterTest = async () => {}
  const environment = { ...process.env }
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "content-develop-"))
    cpSync("content", folder, { recursive: true })
    // Develop as `npm run develop` starts it (scripts/gatsby.mjs): its refresh endpoint on.
    Object.assign(process.env, {
      CONTENT_DIR: folder,
      NODE_ENV: "development",
      ENABLE_GATSBY_REFRESH_ENDPOINT: "true",
    })
  })
  afterEach(async () => {
    await afterTest()
    process.env = { ...environment }
    rmSync(folder, { recursive: true, force: true })
  })

  /**
   * The content model in develop, as Gatsby runs it: sourced once, the develop bundle's webpack
   * plugins given their compiler, its server's Express app handed over (here one that answers
   * Gatsby's refresh endpoint as Gatsby does, and keeps each request), then `start()` as develop's
   * first bundle ends. The app answers a page's data once develop has written the start's pages'
   * data (`written()`; at once unless `start` is told otherwise), and after the start once it has
   * written the page's (at once, unless held with `holdData()` until `dataWritten()`). `open` asks for a page of the site
   * through the middleware the plugin adds to the app, and tells whether it has been passed on to
   * Gatsby.
   */
  const develop = async () => {
    const gatsbyNodes = gatsby()
    const refreshes: Array<{ method?: string; url?: string; authorization?: string }> = []
    const errors: string[] = []
    const warnings: string[] = []
    const reporter = {
      error: (message: string) => errors.push(message),
      warn: (message: string) => warnings.push(message),
    }
    Object.assign(gatsbyNodes.args, { reporter })
    let plugin: typeof import("../gatsby-node") | undefined
    let watching: jest.SpyInstance<ReturnType<typeof watchContent>> | undefined
    await jest.isolateModulesAsync(async () => {
      watching = jest.spyOn(await import("../source"), "watchContent")
      plugin = await import("../gatsby-node")
    })
    const sourceNodes = plugin!.sourceNodes as (args: SourceNodesArgs) => Promise<void>
    await sourceNodes(gatsbyNodes.args)
    const watcher = watching?.mock.results[0].value
    afterTest = () => watcher?.close()
    await new Promise(resolve => watcher?.on("ready", resolve))
    const ends: Array<() => void> = []
    const compiler = {
      hooks: { afterDone: { tap: (_: string, end: () => void) => ends.push(end) } },
    }
    const onCreateWebpackConfig = plugin!.onCreateWebpackConfig as (args: unknown) => void
    onCreateWebpackConfig({
      stage: "develop",
      actions: {
        setWebpackConfig: ({ plugins }: { plugins: Array<{ apply: (c: unknown) => void }> }) =>
          plugins.forEach(each => each.apply(compiler)),
      },
    })
    const refreshEndpoint: RequestListener = (request, response) => {
      const { authorization } = request.headers
      refreshes.push({ method: request.method, url: request.url, authorization })
      const refreshToken = process.env.GATSBY_REFRESH_TOKEN
      const enabled = process.env.ENABLE_GATSBY_REFRESH_ENDPOINT
      const authorized = !refreshToken || authorization === refreshToken
      if (enabled && authorized) response.writeHead(200).end()
      else
        response.writeHead(authorized ? 404 : 403, { "content-type": "application/json" }).end(
          JSON.stringify({
            error: enabled
              ? "Authorization failed. Make sure you add authorization header to your refresh requests"
              : 'Refresh endpoint is not enabled. Run gatsby with "ENABLE_GATSBY_REFRESH_ENDPOINT=true" environment variable set.',
          }),
        )
    }
    const pagesData: string[] = []
    let written = () => {}
    const startWritten = new Promise<void>(resolve => (written = resolve))
    let dataWritten = () => {}
    let pageWritten = Promise.resolve()
    const holdData = () => (pageWritten = new Promise(resolve => (dataWritten = resolve)))
    const answer: RequestListener = (request, response) => {
      if (request.method !== "GET") return refreshEndpoint(request, response)
      pagesData.push(request.url!)
      const notFound = request.url === "/page-data/404.html/page-data.json"
      void (notFound ? startWritten : Promise.all([startWritten, pageWritten])).then(() =>
        response.writeHead(200, { "content-type": "application/json" }).end("{}"),
      )
    }
    type Middleware = (request: unknown, response: unknown, next: () => void) => void
    const middleware: Middleware[] = []
    const app = Object.assign(answer, { use: (m: Middleware) => middleware.push(m) })
    const onCreateDevServer = plugin!.onCreateDevServer as (args: unknown) => void
    await onCreateDevServer({ app, reporter })
    const start = async ({ startWrittenAtOnce = true } = {}) => {
      ends.forEach(end => end())
      if (startWrittenAtOnce) written()
      await new Promise(resolve => setImmediate(resolve))
    }
    /** A content file saved as the editor saves it, with what it had. */
    const save = (file: string) =>
      writeFileSync(path.join(folder, file), readFileSync(path.join(folder, file)))
    const open = (url = "/", accept = "text/html,application/xhtml+xml") => {
      let passedOn = false
      const request = { method: "GET", url, headers: { accept } }
      middleware.forEach(each => each(request, {}, () => (passedOn = true)))
      return () => passedOn
    }
    const createPages = () => (plugin!.createPages as () => void)()
    return {
      ...gatsbyNodes,
      ...{ sourceNodes, createPages, refreshes, pagesData, errors, warnings },
      ...{ start, written, holdData, dataWritten: () => dataWritten(), save, open, watcher },
    }
  }

  const refresh = { method: "POST", url: "/__refresh", authorization: undefined }

  /** Waits for what a change brings, up to the test's own time. */
  const until = async (seen: () => boolean) => {
    const end = performance.now() + 4_000
    while (!seen()) {
      if (performance.now() > end) throw new Error("Not seen within 4 s of the change")
      await sleep(50)
    }
  }

  test("asks Gatsby to source the content again, and keeps it as it was if the change is refused", async () => {
    const { args, nodes, sourceNodes, refreshes, errors, start } = await develop()
    await start()
    const before = JSON.stringify([...nodes.values()])

    // A photo's entry saved without the photo's description.
    const photos = JSON.parse(readFileSync(path.join(folder, "photos.json"), "utf8"))
    delete photos[2].alt
    writeFileSync(path.join(folder, "photos.json"), JSON.stringify(photos, null, 2))
    await until(() => refreshes.length > 0)
    expect(refreshes).toEqual([refresh])
    await sourceNodes(args)
    expect(errors).toEqual([
      expect.stringContaining("content/photos.json: photo #3 (id 3) alt: missing."),
    ])
    expect(errors[0]).toMatch(/so the pages show it as it was before this change/)
    expect(JSON.stringify([...nodes.values()])).toBe(before)
  })

  test("asks for a change saved while develop starts once it has written the start's pages", async () => {
    const { refreshes, pagesData, start, written, save, watcher } = await develop()
    const seen = new Promise(resolve => watcher?.once("change", resolve))
    save("bio.json")
    await seen
    // Well past the time the folder must stay unchanged.
    await sleep(1_000)
    expect(refreshes).toEqual([])

    await start({ startWrittenAtOnce: false })
    await until(() => pagesData.length > 0)
    expect(pagesData).toEqual(["/page-data/404.html/page-data.json"])
    await sleep(500)
    expect(refreshes).toEqual([])

    written()
    await until(() => refreshes.length > 0)
    expect(refreshes).toEqual([refresh])
  })

  test("serves a page opened while a change is sourced once develop has written its data from it", async () => {
    const { args, sourceNodes, createPages, refreshes, pagesData, start, save, open, ...data } =
      await develop()
    await start()
    expect(open()()).toBe(true)

    save("site.json")
    await until(() => refreshes.length > 0)
    const page = open("/about/?from=menu")
    // The page's data and the browser's files are develop's to answer.
    expect(open("/page-data/about/page-data.json", "*/*")()).toBe(true)
    // Pages made before develop has sourced the change are not made from it.
    createPages()
    await sleep(100)
    expect(page()).toBe(false)

    data.holdData()
    await sourceNodes(args)
    createPages()
    await until(() => pagesData.length > 1)
    expect(pagesData.slice(1)).toEqual(["/page-data/about/page-data.json"])
    await sleep(100)
    expect(page()).toBe(false)

    data.dataWritten()
    await until(page)
    expect(open()()).toBe(true)
  })

  test("holds a page opened while develop starts with a change saved until the pages are made from it", async () => {
    const { args, sourceNodes, createPages, refreshes, pagesData, start, save, open, watcher } =
      await develop()
    const seen = new Promise(resolve => watcher?.once("change", resolve))
    save("photos.json")
    await seen
    // Once the folder has stayed unchanged, the change is on its way: a page opened waits.
    await until(() => !open()())
    const page = open()
    await start()
    await until(() => refreshes.length > 0)
    await sleep(100)
    expect(page()).toBe(false)

    await sourceNodes(args)
    createPages()
    await until(page)
    expect(pagesData).toContain("/page-data/index/page-data.json")
  })

  test("carries the refresh token the environment sets", async () => {
    process.env.GATSBY_REFRESH_TOKEN = "a token of the owner's"
    const { refreshes, warnings, start, save } = await develop()
    await start()
    save("site.json")
    await until(() => refreshes.length > 0)
    expect(refreshes).toEqual([{ ...refresh, authorization: "a token of the owner's" }])
    await sleep(100)
    expect(warnings).toEqual([])
  })

  test("says why a change is not shown when the environment turns the endpoint off", async () => {
    process.env.ENABLE_GATSBY_REFRESH_ENDPOINT = ""
    const { warnings, start, save, open } = await develop()
    await start()
    save("site.json")
    await until(() => warnings.length > 0)
    expect(warnings).toEqual([
      "The change to the content is not shown: Gatsby's refresh endpoint answered 404 " +
        '(Refresh endpoint is not enabled. Run gatsby with "ENABLE_GATSBY_REFRESH_ENDPOINT=true" ' +
        "environment variable set.). Restart develop to see it.",
    ])
    // Nothing is coming for a page to wait for.
    expect(open()()).toBe(true)
  })
})
