/**
 * The gallery part of `npm run bench`, opt-in with BENCH_GALLERY=N (for example 200): how the build
 * copes with a gallery of N phone-sized photos (4032 × 3024 JPEGs of noise, each different, so
 * none compresses or caches like another), in a copy of the project (scripts/site-copy.mjs):
 *
 * - the cold build (no cache), its seconds per photo, and Gatsby's own time for the image files;
 * - the build after adding one photo with the cache kept, and how many image files it wrote;
 * - the built size of /photos (HTML and page data, gzip), which must not grow with the gallery;
 * - the peak memory of each build (the resident memory of all its processes, sampled every 250 ms).
 *
 * Run alone: node scripts/bench-gallery.mjs 200
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { gzipSync } from "node:zlib"
import { copyProject, noisePhoto } from "./site-copy.mjs"

const SITE = path.join(os.tmpdir(), "cornerstone-bench-gallery")
const PHONE = { width: 4032, height: 3024 }

/**
 * Noise made once, wider than a photo by the number of photos: photo i is the window that starts
 * i pixels in, so every file is different and all of it is noise (making noise takes seconds a
 * photo; cutting a window and saving it as a JPEG, a fraction of one).
 */
const noiseField = async count => ({
  width: PHONE.width + count,
  pixels: await noisePhoto(PHONE.width + count, PHONE.height)
    .raw()
    .toBuffer(),
})

const phonePhoto = (field, index) =>
  sharp(field.pixels, { raw: { width: field.width, height: PHONE.height, channels: 3 } })
    .extract({ left: index, top: 0, ...PHONE })
    .jpeg({ quality: 85 })
    .toBuffer()

const entry = index => ({
  id: index + 1,
  title: `Rehearsal photo ${index + 1}`,
  image: `images/gallery-${String(index + 1).padStart(4, "0")}.jpg`,
  fit: "cover",
  alt: `Rehearsal photo number ${index + 1}`,
})

const writeGallery = async (content, field, count, from = 0) => {
  for (let index = from; index < count; index += 1) {
    writeFileSync(path.join(content, entry(index).image), await phonePhoto(field, index))
  }
  const gallery = Array.from({ length: count }, (_, index) => entry(index))
  writeFileSync(path.join(content, "photos.json"), `${JSON.stringify(gallery, null, 2)}\n`)
}

/** The resident memory of a process and all its descendants, in bytes (Linux /proc). */
const treeMemory = rootPid => {
  const children = new Map()
  const rss = new Map()
  for (const pid of readdirSync("/proc").filter(name => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(pid)])
      rss.set(Number(pid), Number(fields[21]) * 4096)
    } catch {
      // The process ended while it was being read.
    }
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length > 0) {
    const pid = stack.pop()
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

/** Modification times of the image files in public/static. */
const imageFiles = dir => {
  const root = path.join(dir, "public/static")
  if (!existsSync(root)) return new Map()
  return new Map(
    readdirSync(root, { recursive: true })
      .map(file => path.join(root, file))
      .filter(file => /\.(avif|webp|jpe?g|png)$/i.test(file) && statSync(file).isFile())
      .map(file => [file, statSync(file).mtimeMs]),
  )
}

const build = (dir, label) =>
  new Promise((resolve, reject) => {
    console.log(`  gallery ${label} build…`)
    const before = imageFiles(dir)
    const started = performance.now()
    const child = spawn("npx", ["gatsby", "build"], {
      cwd: dir,
      env: { ...process.env, CI: "1", GATSBY_TELEMETRY_DISABLED: "1" },
    })
    let output = ""
    child.stdout.on("data", chunk => (output += chunk))
    child.stderr.on("data", chunk => (output += chunk))
    let peakBytes = 0
    const sampler = setInterval(() => {
      peakBytes = Math.max(peakBytes, treeMemory(child.pid))
    }, 250)
    child.on("exit", status => {
      clearInterval(sampler)
      const seconds = (performance.now() - started) / 1000
      // Gatsby's own timing of each step, to see what dominates.
      mkdirSync("bench-results", { recursive: true })
      writeFileSync(`bench-results/gallery-${label.replaceAll(" ", "-")}.log`, output)
      if (status !== 0) {
        reject(new Error(`The gallery ${label} build failed:\n${output.slice(-3000)}`))
        return
      }
      const after = imageFiles(dir)
      const written = [...after].filter(([file, mtime]) => before.get(file) !== mtime).length
      const thumbnails = /IMAGE_PROCESSING jobs - ([\d.]+)s/.exec(output)?.[1]
      resolve({
        seconds,
        peakBytes,
        imagesWritten: written,
        thumbnailSeconds: thumbnails === undefined ? undefined : Number(thumbnails),
      })
    })
  })

const gzipOf = file => gzipSync(readFileSync(file), { level: 9 }).length

/** Builds a gallery of `count` photos cold, then again after adding one; returns the figures. */
export const benchGallery = async count => {
  console.log(`▶ Gallery of ${count} phone photos (${PHONE.width} × ${PHONE.height})`)
  const content = copyProject(SITE)
  const field = await noiseField(count + 1)
  await writeGallery(content, field, count)
  const cold = await build(SITE, "cold")
  await writeGallery(content, field, count + 1, count)
  const added = await build(SITE, "one photo added")
  const photosBytes =
    gzipOf(path.join(SITE, "public/photos/index.html")) +
    gzipOf(path.join(SITE, "public/page-data/photos/page-data.json"))
  const pages =
    readdirSync(path.join(SITE, "public/photos"), { withFileTypes: true }).filter(entry =>
      entry.isDirectory(),
    ).length + 1
  const result = { count, cold, added, photosBytes, pages, secondsPerPhoto: cold.seconds / count }
  console.log(
    `  cold ${cold.seconds.toFixed(1)} s (${result.secondsPerPhoto.toFixed(2)} s a photo; sharp jobs ${cold.thumbnailSeconds ?? "?"} s), ` +
      `peak ${(cold.peakBytes / 1e9).toFixed(2)} GB · one photo added: ${added.seconds.toFixed(1)} s, ` +
      `${added.imagesWritten} image files written, peak ${(added.peakBytes / 1e9).toFixed(2)} GB · ` +
      `/photos ${(photosBytes / 1000).toFixed(1)} KB gzip (HTML + page data), ${pages} gallery pages`,
  )
  return result
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchGallery(Number(process.argv[2] ?? 200)), null, 2))
}
