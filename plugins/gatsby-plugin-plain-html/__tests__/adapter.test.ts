/**
 * @jest-environment node
 *
 * Which adapter a build gets (plugins/gatsby-plugin-plain-html/adapter.ts): Netlify's, with the
 * site's headers, on each variable Gatsby picks Netlify's adapter on by itself; a build that
 * Gatsby would give an adapter without them stops first; and a build after one whose adapter laid
 * public/ out its own way starts afresh.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import {
  adapterProblem,
  forgetAdaptedPublic,
  onNetlify,
  siteAdapter,
  withThisBuildsCode,
} from "../adapter"
import { NETLIFY_VARIABLES } from "../gatsby-internals"

type ManifestEntry = { name: string; module: string; test: () => boolean }

/** Gatsby's own choice of adapter when gatsby-config names none: its adapters manifest. */
const gatsbyChoice = () =>
  jest.requireActual<ManifestEntry[]>("gatsby/adapters").find(entry => entry.test())?.module

/** Netlify's CI, its CLI (`netlify build`, `netlify deploy --build`), and any other machine. */
const hosts: Array<[string, NodeJS.ProcessEnv]> = [
  ["Netlify's CI", { NETLIFY: "true" }],
  ["Netlify's CLI", { NETLIFY_LOCAL: "true" }],
  ["another machine", {}],
]

const withEnv = <T>(env: NodeJS.ProcessEnv, run: () => T) => {
  const saved = Object.fromEntries(NETLIFY_VARIABLES.map(name => [name, process.env[name]]))
  for (const name of NETLIFY_VARIABLES) delete process.env[name]
  Object.assign(process.env, env)
  try {
    return run()
  } finally {
    for (const name of NETLIFY_VARIABLES) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  }
}

it.each(hosts)("on %s, names the adapter exactly where Gatsby would pick one itself", (_, env) => {
  const chosen = withEnv(env, () => ({
    gatsby: gatsbyChoice(),
    site: siteAdapter({})?.name,
    onNetlify: onNetlify(),
  }))
  expect(chosen.site).toBe(chosen.gatsby)
  expect(chosen.onNetlify).toBe(chosen.gatsby === "gatsby-adapter-netlify")
})

it("gives the adapter the site's headers, not Gatsby's defaults", () => {
  const adapter = withEnv({ NETLIFY_LOCAL: "true" }, () => siteAdapter({}))
  expect(adapterProblem(adapter)).toBeUndefined()
})

it("stops a build whose adapter would publish Gatsby's default headers, saying what to do", () => {
  const stock: IAdapter = createNetlifyAdapter()
  expect(adapterProblem(stock)).toMatch(
    /^Gatsby is building with the adapter "gatsby-adapter-netlify", which would publish the site with Gatsby's default headers instead of its own: .* Give gatsby-config.ts's `adapter` the adapter through siteAdapter \(plugins\/gatsby-plugin-plain-html\/adapter.ts\)/,
  )
  expect(adapterProblem(undefined)).toBeUndefined()
})

describe("a public/ an adapter laid out its own way", () => {
  /** A project folder whose last build was laid out by Netlify's adapter, or by Gatsby. */
  const project = (adapted: boolean) => {
    const directory = mkdtempSync(path.join(tmpdir(), "site-"))
    mkdirSync(path.join(directory, ".cache"))
    mkdirSync(path.join(directory, "public"))
    writeFileSync(path.join(directory, "public", "bio.html"), "<!doctype html><title>Bio</title>")
    if (adapted) {
      writeFileSync(
        path.join(directory, ".cache", "adapted-public.json"),
        JSON.stringify({ adapter: "gatsby-adapter-netlify" }),
      )
    }
    return directory
  }

  it("is made afresh by the next build, which Gatsby then starts without its cache", () => {
    const directory = project(true)
    const info = jest.fn()
    forgetAdaptedPublic(directory, { info })
    expect(existsSync(path.join(directory, "public"))).toBe(false)
    expect(existsSync(path.join(directory, ".cache", "adapted-public.json"))).toBe(false)
    expect(info).toHaveBeenCalledWith(
      "public/ was laid out for a host by an adapter: this build makes it afresh.",
    )
    rmSync(directory, { recursive: true })
  })

  it("is left alone when Gatsby laid it out", () => {
    const directory = project(false)
    const info = jest.fn()
    forgetAdaptedPublic(directory, { info })
    expect(existsSync(path.join(directory, "public", "bio.html"))).toBe(true)
    expect(info).not.toHaveBeenCalled()
    rmSync(directory, { recursive: true })
  })
})

it("keeps this build's compiled Gatsby files when the host's cache of the last deploy is restored", async () => {
  const directory = mkdtempSync(path.join(tmpdir(), "site-"))
  const compiled = path.join(directory, ".cache", "compiled")
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  // Gatsby has compiled this build's plugins, one of them new since the last deploy.
  write(path.join(compiled, "plugins/photos/gatsby-node.js"), "this build")
  // Netlify's adapter puts back the last deploy's .cache whole, its compiled files included.
  const restore = jest.fn(async () => {
    rmSync(path.join(directory, ".cache"), { recursive: true })
    write(path.join(compiled, "plugins/gallery/gatsby-node.js"), "last deploy")
    write(path.join(directory, ".cache/webpack/pack"), "last deploy")
    return true
  })
  const host: IAdapter = { name: "host", cache: { restore, store: jest.fn() }, adapt: jest.fn() }
  const cwd = process.cwd()
  process.chdir(directory)
  try {
    const restored = await withThisBuildsCode(host).cache?.restore({
      directories: [".cache", "public"],
      reporter: {} as never,
    })
    expect(restored).toBe(true)
  } finally {
    process.chdir(cwd)
  }
  expect(restore).toHaveBeenCalledTimes(1)
  expect(readdirSync(path.join(compiled, "plugins"))).toEqual(["photos"])
  expect(readFileSync(path.join(compiled, "plugins/photos/gatsby-node.js"), "utf8")).toBe(
    "this build",
  )
  // The rest of the cache is the last deploy's.
  expect(readFileSync(path.join(directory, ".cache/webpack/pack"), "utf8")).toBe("last deploy")
  rmSync(directory, { recursive: true })
})
