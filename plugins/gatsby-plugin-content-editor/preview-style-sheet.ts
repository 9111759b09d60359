import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import type { Reporter } from "gatsby"
import postcss, { CssSyntaxError, type AcceptedPlugin } from "postcss"

/**
 * The address at which `gatsby develop` serves the editor's preview the site's styles. A build
 * names the style sheets it wrote instead (onPostBuild).
 */
export const PREVIEW_STYLE_SHEET = "/admin/preview.css"

/** The project's postcss.config.js, as gatsby-plugin-postcss reads it: plugins by name. */
type PostcssConfig = { plugins: Record<string, object> }

/** What went wrong, in a maintainer's words, with the file (the one imported, if it was there). */
const reason = (file: string, error: unknown) => {
  if (error instanceof CssSyntaxError) {
    const where = error.line === undefined ? "" : `, line ${error.line}, column ${error.column}`
    return `${error.file ?? file}${where}: ${error.reason}`
  }
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return `${file} does not exist`
  return `${file}: ${error instanceof Error ? error.message : String(error)}`
}

/**
 * The style sheet `file` (an absolute path) compiled with the project's PostCSS plugins, as the
 * site's build compiles it. `from` is the file's own path, from which Tailwind finds the sources it
 * scans (`source("../")`), as in the build; it scans them again on every compile, so a class added
 * in src/ is there the next time. Rejects with an error that names the file and says what is
 * wrong. Measured on one 2-core machine: about 250 ms for the first compile in a process, 12 to
 * 60 ms for the next, 110 ms after a source changed.
 */
export const compileStyleSheet = async (file: string, projectDir = process.cwd()) => {
  const requireFromProject = createRequire(path.join(projectDir, "package.json"))
  const { plugins } = requireFromProject("./postcss.config.js") as PostcssConfig
  const processors = Object.entries(plugins).map(([name, options]) =>
    (requireFromProject(name) as (options: object) => AcceptedPlugin)(options),
  )
  try {
    const css = await readFile(file, "utf8")
    return (await postcss(processors).process(css, { from: file })).css
  } catch (error) {
    throw new Error(`The site's style sheet did not compile: ${reason(file, error)}`, {
      cause: error,
    })
  }
}

/** As much of Express's response as the style sheet's route uses. */
type Response = {
  status: (code: number) => Response
  set: (headers: Record<string, string>) => Response
  send: (body: string) => void
}

/**
 * The route of PREVIEW_STYLE_SHEET: `file` compiled afresh on every request, never kept by the
 * browser. A style sheet that does not compile is answered with the reason, which the develop
 * server's output shows too.
 */
export const previewStyleSheetRoute =
  (file: string, reporter: Reporter) => async (_request: unknown, response: Response) => {
    try {
      const css = await compileStyleSheet(file)
      response.set({ "Content-Type": "text/css", "Cache-Control": "no-store" }).send(css)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      reporter.error(`The content editor's preview has no styles. ${message}`)
      response
        .status(500)
        .set({ "Content-Type": "text/plain", "Cache-Control": "no-store" })
        .send(message)
    }
  }
