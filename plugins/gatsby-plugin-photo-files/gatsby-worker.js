// Gatsby runs a plugin's jobs from its gatsby-worker.js, which it loads as it is: unlike
// gatsby-node.ts, it is not compiled, so the TypeScript is loaded through jiti, once per worker.
const { createJiti } = require("jiti")

let photoFiles

exports.PHOTO_FILES = job => {
  photoFiles ??= createJiti(__filename).import("./photo-files.ts")
  return photoFiles.then(({ makePhotoFiles }) => makePhotoFiles(job))
}
