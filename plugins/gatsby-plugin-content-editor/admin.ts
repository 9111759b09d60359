import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { createHash } from "node:crypto"
import { createRequire } from "node:module"
import path from "node:path"
import { build, type Plugin } from "esbuild"
import { cmsConfig } from "./cms"
import { pluginDir } from "./files"

/**
 * The CMS package: its build for bundlers (npm/) and the fonts and workers it loads (npm/assets/).
 * (Resolved from the project: gatsby-node's own bundle has no require.resolve.)
 */
const CMS_ROOT = path.resolve(
  path.dirname(createRequire(path.resolve("package.json")).resolve("@sveltia/cms")),
  "..",
)
const CMS_VERSION = JSON.parse(readFileSync(path.join(CMS_ROOT, "package.json"), "utf8")).version

const FONT_CDN =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g

/**
 * The CMS registers its fonts from its own files, but its style sheet also names them on a CDN,
 * which a browser asks for (or, under the editor's policy, reports as refused). This points those
 * addresses at the same files served from /admin/assets/, and stops the build if one has none.
 * The CMS has no setting for where its fonts come from (sveltia/sveltia-cms#909 asked for one and
 * was closed without it), so the addresses are rewritten as the bundle reads the CMS's code.
 */
const localFonts: Plugin = {
  name: "local-fonts",
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, args => {
      const assets = readdirSync(path.join(CMS_ROOT, "npm", "assets"))
      const contents = readFileSync(args.path, "utf8").replace(FONT_CDN, (url, family, file) => {
        const local = assets.find(name => name.startsWith(`${family}-${file}-`))
        if (!local) throw new Error(`The CMS names a font with no copy in its package: ${url}`)
        return `/admin/assets/${local}`
      })
      return { contents, loader: "js" }
    })
  },
}

/**
 * Bundles the editor once per CMS version and page script into Gatsby's cache: the CMS's npm build with all it
 * loads later (code highlighting, languages, fonts) as files of the site, so that it asks no
 * other host for anything, unlike its ready-made build, which fetches fonts, a version check and
 * its translations from CDNs.
 */
const bundledEditor = async (cacheDir: string) => {
  const scripts = path.join(pluginDir, "admin")
  const entry = path.join(scripts, "editor.mjs")
  // A new CMS version, or a change to the page's scripts or to this file, makes a new bundle.
  const hash = createHash("sha256")
  for (const name of readdirSync(scripts).sort())
    hash.update(readFileSync(path.join(scripts, name)))
  const source = hash
    .update(readFileSync(path.join(pluginDir, "admin.ts")))
    .digest("hex")
    .slice(0, 12)
  const dir = path.join(cacheDir, "admin-editor", `${CMS_VERSION}-${source}`)
  if (existsSync(path.join(dir, "editor.js"))) return dir
  rmSync(dir, { recursive: true, force: true })
  await build({
    entryPoints: { editor: entry },
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    minify: true,
    outdir: dir,
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
    plugins: [localFonts],
  })
  // The assets without their source maps, and without the comments that point at them.
  const assets = path.join(dir, "assets")
  cpSync(path.join(CMS_ROOT, "npm", "assets"), assets, {
    recursive: true,
    filter: file => !file.endsWith(".map"),
  })
  for (const name of readdirSync(assets).filter(file => file.endsWith(".js"))) {
    const script = path.join(assets, name)
    writeFileSync(
      script,
      readFileSync(script, "utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n"),
    )
  }
  return dir
}

/**
 * The site's preview for the editor (the plugin's `preview` option, src/preview/index.tsx): the
 * site's pages and components with the site's own React, in one file, preview.js, which the editor
 * loads when a preview first opens (admin/preview.mjs). The `gatsby` package's Link and graphql
 * come from admin/gatsby.mjs, as the pages use them without Gatsby's runtime. It is bundled afresh
 * for every build, from the site's sources as they are.
 */
const bundledPreview = async (entry: string) => {
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    write: false,
    outfile: "preview.js",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    alias: { gatsby: path.join(pluginDir, "admin", "gatsby.mjs") },
    logLevel: "warning",
  })
  return outputFiles[0].contents
}

let editor: { cacheDir: string; dir: Promise<string> } | undefined
let preview: { entry: string; script: Promise<Uint8Array> } | undefined

/**
 * The editor's bundle in Gatsby's cache, made once a process. A build starts it as it begins
 * (onPreBootstrap), when a processor is mostly free, rather than at its end, when everything else
 * waits for it: a cold build's bundle took about a second there.
 */
export const prepareEditor = (cacheDir: string) => {
  if (editor?.cacheDir !== cacheDir) {
    const dir = bundledEditor(cacheDir)
    // writeAdmin awaits it and reports a failure; until then it is not an unhandled rejection.
    dir.catch(() => undefined)
    editor = { cacheDir, dir }
  }
  return editor.dir
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, character => `&#${character.charCodeAt(0)};`)

/** The site's preview for the editor, bundled once a process, begun with the editor's. */
export const preparePreview = (entry: string) => {
  if (preview?.entry !== entry) {
    const script = bundledPreview(entry)
    script.catch(() => undefined)
    preview = { entry, script }
  }
  return preview.script
}

/**
 * The editor's page. Its script carries its Subresource Integrity (SHA-384 of the file), so a
 * browser runs that file and no other. The project's folder is the one the local editor asks for;
 * `data-sign-in="worker"` says that members sign in through a sign-in worker of the owner's, which
 * the configuration must name (admin/editor.mjs).
 */
const page = (
  siteName: string,
  projectFolder: string,
  scriptIntegrity: string,
  signInNeeded: boolean,
) => `<!doctype html>
<html lang="en" data-project-folder="${escapeHtml(projectFolder)}"${signInNeeded ? ' data-sign-in="worker"' : ""}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content editor · ${escapeHtml(siteName)}</title>
  </head>
  <body>
    <script type="module" src="/admin/editor.js" integrity="${scriptIntegrity}"></script>
  </body>
</html>
`

/** The group's logo as the site serves it (gatsby-plugin-manifest's icon), for the sign-in page. */
const EDITOR_LOGO = "/icons/icon-192x192.png"

/**
 * Writes the content editor into public/admin/: its page, its script and the configuration made
 * from the content model, and the site's preview (`previewEntry`, bundled into preview.js, shown
 * with the site's style sheets, `styles`, addresses on the site; preview.json names both for the
 * editor's script). `backend` is where the deployed editor saves and how members sign in
 * (build-environment.ts, editorSettings): `repo`, the site's GitHub repository ("owner/name"),
 * without which the editor's script offers only the local folder, on the maintainer's own machine
 * (admin/editor.mjs); `base_url`, the sign-in worker, which a host without a sign-in of its own
 * needs (`signInNeeded`); `preview_context`, the host's report of a change's preview. The local
 * editor saves into the chosen folder, which it asks for by the name of `projectFolder`.
 */
export const writeAdmin = async ({
  publicDir,
  cacheDir,
  projectFolder,
  siteName,
  siteUrl,
  backend,
  signInNeeded,
  previewEntry,
  styles,
}: {
  publicDir: string
  cacheDir: string
  projectFolder: string
  siteName: string
  siteUrl: string
  backend: { repo?: string; base_url?: string; preview_context?: string }
  signInNeeded: boolean
  previewEntry: string
  styles: string[]
}) => {
  const adminDir = path.join(publicDir, "admin")
  // Made afresh: an earlier build's editor files (another CMS version's) would stay otherwise.
  rmSync(adminDir, { recursive: true, force: true })
  mkdirSync(adminDir, { recursive: true })
  cpSync(await prepareEditor(cacheDir), adminDir, { recursive: true })
  const integrity = `sha384-${createHash("sha384")
    .update(readFileSync(path.join(adminDir, "editor.js")))
    .digest("base64")}`
  writeFileSync(
    path.join(adminDir, "index.html"),
    page(siteName, projectFolder, integrity, signInNeeded),
  )
  const config = cmsConfig({
    backend: { name: "github", ...backend },
    siteUrl,
    siteName,
    logo: EDITOR_LOGO,
  })
  writeFileSync(path.join(adminDir, "config.json"), `${JSON.stringify(config, null, 2)}\n`)
  writeFileSync(path.join(adminDir, "preview.js"), await preparePreview(previewEntry))
  writeFileSync(
    path.join(adminDir, "preview.json"),
    `${JSON.stringify({ script: "preview.js", styles }, null, 2)}\n`,
  )
}
