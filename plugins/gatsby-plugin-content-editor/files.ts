import path from "node:path"

/**
 * This plugin's folder, found from the project's, the working folder of Gatsby's commands (its
 * command line takes it as the site's), of Jest and of the scripts (or a copy's, with its own
 * plugins/). Gatsby runs a local plugin from a compiled copy in .cache/compiled/, whose
 * `__dirname` Parcel rewrites to the source's folder (parcel-bundler/parcel#7727), a setting of
 * Gatsby's compile that the working folder does not depend on.
 */
export const pluginDir = path.resolve("plugins", "gatsby-plugin-content-editor")
