import path from "node:path"

/**
 * This plugin's folder, found from the project's: Gatsby runs a local plugin from a compiled copy
 * in .cache/, where its `__dirname` is not its own folder. Gatsby, Jest and the scripts all run in
 * the project's folder (or a copy's, with its own plugins/).
 */
export const pluginDir = path.resolve("plugins", "gatsby-plugin-content-editor")
