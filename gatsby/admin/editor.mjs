/**
 * The content editor's page script: Sveltia CMS, started with the configuration the build makes
 * from the content model (config.json beside this file, see gatsby/admin.ts).
 */
import CMS from "@sveltia/cms"

const response = await fetch(new URL("config.json", import.meta.url))
CMS.init({ config: await response.json() })
