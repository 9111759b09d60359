/**
 * Records the build dependencies of `<site>/loader.js` as webpack's persistent cache does, after
 * requiring it the way webpack requires a loader, and prints what was recorded as JSON. With
 * `check`, it changes the version of `node_modules/<check>` and prints whether the snapshot taken
 * before the change is still valid.
 * Usage: node build-dependencies.cjs <site> [check]
 */
const fs = require("node:fs")
const path = require("node:path")
const FileSystemInfo = require("webpack/lib/FileSystemInfo")

const [site, check] = process.argv.slice(2)
const loader = path.join(site, "loader.js")
require(loader)
// webpack's default snapshot.managedPaths.
const options = { managedPaths: [/^(.+?[\\/]node_modules[\\/])/] }
const info = new FileSystemInfo(fs, options)

info.resolveBuildDependencies(site, [loader], (error, result) => {
  if (error) throw error
  const { files, directories, missing, resolveResults } = result
  info.createSnapshot(
    Date.now(),
    files,
    directories,
    missing,
    { hash: true },
    (error, snapshot) => {
      if (error) throw error
      const recorded = {
        files: [...files].map(file => path.relative(site, file)).sort(),
        // Each key is a kind, the folder the request was made from and the request.
        resolved: [...resolveResults.keys()]
          .map(key => key.split("\n"))
          .map(([, context, request]) => `${path.relative(site, context) || "."}: ${request}`)
          .sort(),
      }
      if (!check) {
        process.stdout.write(JSON.stringify(recorded))
        return
      }
      const manifest = path.join(site, "node_modules", check, "package.json")
      const pkg = JSON.parse(fs.readFileSync(manifest, "utf8"))
      fs.writeFileSync(manifest, JSON.stringify({ ...pkg, version: "2.0.0" }))
      // A new build process, which knows nothing of the files yet.
      new FileSystemInfo(fs, options).checkSnapshotValid(snapshot, (error, valid) => {
        if (error) throw error
        process.stdout.write(JSON.stringify({ ...recorded, valid }))
      })
    },
  )
})
