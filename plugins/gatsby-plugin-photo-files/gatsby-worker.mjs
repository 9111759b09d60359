// Gatsby runs a plugin's jobs from its gatsby-worker file, which it loads as it is: unlike
// gatsby-node.ts, it is not compiled, so the TypeScript is loaded through jiti.
import { createJiti } from "jiti"

const { makePhotoFiles } = await createJiti(import.meta.url).import("./photo-files.ts")

export const PHOTO_FILES = makePhotoFiles
