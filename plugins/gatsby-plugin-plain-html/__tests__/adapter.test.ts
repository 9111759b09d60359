/**
 * @jest-environment node
 *
 * Which adapter a build gets (plugins/gatsby-plugin-plain-html/adapter.ts): Netlify's, with the
 * site's headers, on either variable Netlify's builds set, and the plain folder, with the same
 * headers, anywhere else; and a build after one whose adapter laid public/ out its own way starts
 * afresh (adapted-public.mjs).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { IAdapter } from "gatsby"
import { adaptedMark, forgetAdaptedPublic, markAdaptedPublic } from "../adapted-public.mjs"
import {
  NETLIFY_VARIABLES,
  onNetlify,
  plainFolderAdapter,
  siteAdapter,
  withSiteHeaders,
  withThisBuildsCode,
} from "../adapter"
import { headerRoutes, headersFile } from "../security-headers"

/**
 * Netlify's CI (NETLIFY, and netlify.toml's build environment), its command line (`netlify build`,
 * `netlify deploy --build`: netlify.toml's build environment), and any other machine.
 */
const hosts: Array<[string, NodeJS.ProcessEnv, string]> = [
  ["Netlify's CI", { NETLIFY: "true", SITE_ADAPTER: "netlify" }, "gatsby-adapter-netlify"],
  ["Netlify's command line", { SITE_ADAPTER: "netlify" }, "gatsby-adapter-netlify"],
  ["Netlify's CI, given no netlify.toml", { NETLIFY: "true" }, "gatsby-adapter-netlify"],
  ["another machine", {}, "plain-folder"],
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

/** Runs `run` in a new project folder with a built page, then removes the folder. */
const inProject = async (run: (directory: string) => unknown) => {
  const directory = mkdtempSync(path.join(tmpdir(), "site-"))
  mkdirSync(path.join(directory, ".cache"))
  mkdirSync(path.join(directory, "public", "bio"), { recursive: true })
  writeFileSync(
    path.join(directory, "public", "bio", "index.html"),
    "<!doctype html><title>Bio</title>",
  )
  const cwd = process.cwd()
  process.chdir(directory)
  try {
    await run(directory)
  } finally {
    process.chdir(cwd)
    rmSync(directory, { recursive: true })
  }
}

it.each(hosts)("on %s %j, builds with %s", (_, env, name) => {
  const chosen = withEnv(env, () => ({ adapter: siteAdapter({}).name, onNetlify: onNetlify() }))
  expect(chosen.adapter).toBe(name)
  expect(chosen.onNetlify).toBe(name === "gatsby-adapter-netlify")
})

it("refuses a SITE_ADAPTER that names no adapter of the site, saying which it takes", () => {
  expect(() => withEnv({ SITE_ADAPTER: "netlfy" }, () => siteAdapter({}))).toThrow(
    'SITE_ADAPTER is "netlfy", which names no adapter of the site: set it to "netlify"',
  )
})

it("gives the plain folder a _headers of the site's rules", () =>
  inProject(async directory => {
    await plainFolderAdapter({ hstsPreload: true }).adapt({} as never)
    const expected = headersFile(
      headerRoutes(path.join(directory, "public"), { hstsPreload: true }),
    )
    expect(readFileSync(path.join(directory, "public", "_headers"), "utf8")).toBe(expected)
    expect(expected).toContain("Content-Security-Policy")
  }))

describe("Netlify's adapter", () => {
  const netlify = () => {
    const adapt = jest.fn()
    const store = jest.fn()
    const adapter: IAdapter = { name: "host", cache: { restore: jest.fn(), store }, adapt }
    return { adapt, store, site: withSiteHeaders(adapter, {}) }
  }
  const gatsbyDefaults = [{ path: "/*", headers: [{ key: "x-xss-protection", value: "1" }] }]

  it("is given the site's rules in place of Gatsby's defaults, and marks its layout", () =>
    inProject(async directory => {
      const { adapt, site } = netlify()
      await site.adapt({ headerRoutes: gatsbyDefaults } as never)
      expect(adapt).toHaveBeenCalledWith({
        headerRoutes: headerRoutes(path.join(directory, "public"), {}),
      })
      expect(existsSync(adaptedMark(directory))).toBe(true)
    }))

  it("stores the cache before it lays public/ out, and not after", () =>
    inProject(async () => {
      const { store, site } = netlify()
      const warn = jest.fn()
      const context = { directories: [".cache", "public"], reporter: { warn } as never }
      await site.cache?.store(context)
      expect(store).toHaveBeenCalledTimes(1)
      await site.adapt({ headerRoutes: gatsbyDefaults } as never)
      await site.cache?.store(context)
      expect(store).toHaveBeenCalledTimes(1)
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^The build cache is not stored: public\/ is already laid out/),
      )
    }))
})

describe("a public/ an adapter laid out its own way", () => {
  it("is made afresh by the next build, with Gatsby's cache, as `gatsby clean` would", () =>
    inProject(async directory => {
      markAdaptedPublic(directory, "host")
      expect(forgetAdaptedPublic(directory)).toBe(
        "public/ was laid out for a host by an adapter: this build starts afresh.",
      )
      expect(existsSync(path.join(directory, "public"))).toBe(false)
      expect(existsSync(path.join(directory, ".cache"))).toBe(false)
      expect(forgetAdaptedPublic(directory)).toBeUndefined()
    }))

  it("is forgotten once gone, leaving Gatsby's cache alone", () =>
    inProject(async directory => {
      markAdaptedPublic(directory, "host")
      rmSync(path.join(directory, "public"), { recursive: true })
      expect(forgetAdaptedPublic(directory)).toBeUndefined()
      expect([
        existsSync(path.join(directory, ".cache")),
        existsSync(adaptedMark(directory)),
      ]).toEqual([true, false])
    }))

  it("is the project's own, where copies share its node_modules", () =>
    inProject(async directory => {
      const copy = mkdtempSync(path.join(tmpdir(), "site-copy-"))
      mkdirSync(path.join(directory, "node_modules"))
      symlinkSync(path.join(directory, "node_modules"), path.join(copy, "node_modules"), "dir")
      try {
        markAdaptedPublic(copy, "host")
        expect(forgetAdaptedPublic(directory)).toBeUndefined()
      } finally {
        rmSync(copy, { recursive: true })
      }
    }))

  it("is left alone when Gatsby laid it out", () =>
    inProject(async directory => {
      expect(forgetAdaptedPublic(directory)).toBeUndefined()
      expect(existsSync(path.join(directory, "public", "bio", "index.html"))).toBe(true)
      expect(existsSync(path.join(directory, ".cache"))).toBe(true)
    }))
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
