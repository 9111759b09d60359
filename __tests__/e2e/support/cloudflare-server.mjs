/**
 * Serves a built site with Cloudflare's own runtime (startCloudflare in cloudflare.mjs) until it is
 * stopped, for the browser suite's "cloudflare" projects.
 * Usage: node __tests__/e2e/support/cloudflare-server.mjs [port] [folder]
 */
import { existsSync } from "node:fs"
import path from "node:path"
import { startCloudflare } from "./cloudflare.mjs"

const port = Number(process.argv[2] ?? 8787)
const folder = process.argv[3] ?? "public"
if (!existsSync(path.join(folder, "index.html"))) {
  console.error(`${folder} has no built site: run \`npm run build\` first.`)
  process.exit(1)
}
const server = await startCloudflare({ port, folder })
console.log(server.output())
console.log(`Serving ${folder} with Cloudflare's runtime on ${server.url}`)
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    await server.stop()
    process.exit(0)
  })
}
