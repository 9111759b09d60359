/**
 * A copy of the project that builds on its own with other content, sharing node_modules: for the
 * browser suite's 60-photo gallery (build-gallery-site.mjs) and the bench's large gallery
 * (bench/builds.mjs). Gatsby always builds into the project's own public/, so a build with other
 * content needs a project of its own.
 */
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import sharp from "sharp"

/**
 * The command that runs Gatsby's command line with `args` through the project's launcher
 * (scripts/gatsby.mjs), for `spawn` in the folder of the project or of a copy. Like everything
 * here, it is called from the project's folder.
 * @param {...string} args
 * @returns {[string, string[]]}
 */
export const gatsbyCommand = (...args) => [
  process.execPath,
  [path.resolve("scripts/gatsby.mjs"), ...args],
]

/** What the build needs besides content/ and node_modules/. */
const PROJECT_FILES = [
  "plugins",
  "src",
  "gatsby-browser.tsx",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "package.json",
  "package-lock.json",
  "patches",
  ".nvmrc",
  "netlify.toml",
  "netlify",
  "scripts",
  "postcss.config.js",
  "tsconfig.json",
]

/**
 * Makes `dir` a fresh copy of the project with the real content; returns its content folder.
 * `firstPlugins` (folders of local plugins) join the copy's plugins/ and run before the others.
 * @param {string} dir
 * @param {{ firstPlugins?: string[] }} [options]
 */
export const copyProject = (dir, { firstPlugins = [] } = {}) => {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const entry of PROJECT_FILES) cpSync(entry, path.join(dir, entry), { recursive: true })
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir")
  if (firstPlugins.length > 0) {
    const names = firstPlugins.map(folder => path.basename(folder))
    firstPlugins.forEach((folder, index) =>
      cpSync(folder, path.join(dir, "plugins", names[index]), { recursive: true }),
    )
    renameSync(path.join(dir, "gatsby-config.ts"), path.join(dir, "project-config.ts"))
    writeFileSync(
      path.join(dir, "gatsby-config.ts"),
      `import config from "./project-config"\n\n` +
        `export default { ...config, plugins: [...${JSON.stringify(names)}, ...(config.plugins ?? [])] }\n`,
    )
  }
  const content = path.join(dir, "content")
  cpSync("content", content, { recursive: true })
  return content
}

/**
 * Makes every image of a copy's content folder at most `longSide` pixels on its long side, in its
 * own format and under its own name: for copies whose tests do not look at image sizes, so that
 * their cold builds do not spend their time making the hero's and the gallery's large files.
 * @param {string} contentDir
 * @param {number} [longSide]
 */
export const shrinkImages = async (contentDir, longSide = 640) => {
  const imagesDir = path.join(contentDir, "images")
  for (const name of readdirSync(imagesDir)) {
    const file = path.join(imagesDir, name)
    const bytes = readFileSync(file)
    const image = sharp(bytes)
    const { format } = await image.metadata()
    const smaller = await image
      .resize(longSide, longSide, { fit: "inside", withoutEnlargement: true })
      .toFormat(format)
      .toBuffer()
    writeFileSync(file, smaller)
  }
}

/** Pixels of noise, different every time, which compress as a real photo does. */
export const noisePhoto = (width, height) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
