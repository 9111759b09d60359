/**
 * The build part of `npm run bench`: what a gallery photo costs a build, against the floor of
 * sharp alone, and what the build costs around it. All on phone photos as phones make them:
 * 4032 × 3024 JPEGs at quality 88, noise over a tint, each different, so none compresses or
 * caches like another.
 *
 * - The floor: sharp alone makes each photo's gallery files (PhotoCard's 400, 600, 800 and 1200
 *   px wide, JPEG and WebP at quality 70, progressive JPEG as gatsby-plugin-sharp encodes) and its
 *   dominant colour from one decode, shrunk on load to 1200 px; two photos at a time, sharp's
 *   concurrency 1.
 * - The site as it is, in this project: cold, twice, and warm (a build again with nothing changed).
 * - A photo's cost to the build: cold builds of one copy of the site, without and with 100 added
 *   photos, no cache of any kind kept (.cache/, public/, the content check's cache), each timed
 *   twice; the difference of the medians over 100. The ratio to the floor. Then the same with the
 *   speed-ups taken out of node_modules (patches/speed-ups), which are put back after, and with
 *   each of gatsby-plugin-sharp's taken out alone: its gain.
 * - A gallery of 200 photos: the build after adding one, and its peak memory (every process of
 *   the build, sampled every 250 ms); then the same with the speed-up jobs-by-digest taken out.
 * - A gallery of 500 photos, cold.
 *
 * Run alone: node bench/builds.mjs
 */
import { spawn, spawnSync } from "node:child_process"
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import sharp from "sharp"
import { median } from "./field.mjs"
import { PATCHES, packageOf, patchFolder, patchFolders, patchPackage } from "../scripts/patches.mjs"
import { copyProject, gatsbyCommand, noisePhoto } from "../__tests__/sites/site-copy.mjs"

const WORK = path.join(os.tmpdir(), "cornerstone-bench-images")
const PHONE = { width: 4032, height: 3024 }
const GALLERY_WIDTHS = [400, 600, 800, 1200]
const QUALITY = 70
const ADDED = 100
const LARGE = 200
const LARGEST = 500

export const TARGETS = {
  ratio: 2,
  coldS: 35,
  warmS: 10,
  rebuildS: 10,
  rebuildPeakBytes: 1.5e9,
  /** The new photo's files alone: PhotoCard asks for 4 widths in WebP and JPEG. */
  rebuildImageFiles: 8,
  /** /photos, HTML and page data, gzip: a gallery page's size does not grow with the gallery. */
  photosPageBytes: 60 * 1000,
  largestColdS: 240,
}

const log = message => console.log(`▶ ${message}`)
const seconds = value => `${value.toFixed(1)} s`

// ---------------------------------------------------------------------------------------------
// Photos

/**
 * `count` phone photos in `dir`, named phone-0001.jpg and on. The noise is made once, wider than
 * a photo by the number of photos: photo i is the window that starts i pixels in, with a tint of
 * its own (making noise takes seconds a photo; cutting a window and saving it, a fraction of one).
 */
const makePhotos = async (dir, count) => {
  mkdirSync(dir, { recursive: true })
  const names = Array.from({ length: count }, (_, index) =>
    path.join(dir, `phone-${String(index + 1).padStart(4, "0")}.jpg`),
  )
  // Photos made by an earlier run are the same photos.
  if (names.every(name => existsSync(name))) return names
  const width = PHONE.width + count
  const noise = await noisePhoto(width, PHONE.height).raw().toBuffer()
  for (let index = 0; index < count; index += 1) {
    const file = names[index]
    await sharp(noise, { raw: { width, height: PHONE.height, channels: 3 } })
      .extract({ left: index, top: 0, ...PHONE })
      .tint({ r: 90 + ((index * 37) % 150), g: 70 + ((index * 53) % 150), b: 110 })
      .jpeg({ quality: 88 })
      .toFile(file)
  }
  return names
}

// ---------------------------------------------------------------------------------------------
// The floor

const floorOf = async (file, out) => {
  const { data, info } = await sharp(file)
    .rotate()
    .resize({ width: Math.max(...GALLERY_WIDTHS), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const decoded = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
  const name = path.join(out, path.basename(file, ".jpg"))
  await Promise.all([
    ...GALLERY_WIDTHS.flatMap(width => [
      decoded
        .clone()
        .resize({ width })
        .jpeg({ quality: QUALITY, progressive: true })
        .toFile(`${name}-${width}.jpg`),
      decoded.clone().resize({ width }).webp({ quality: QUALITY }).toFile(`${name}-${width}.webp`),
    ]),
    decoded
      .clone()
      .resize(200, 200, { fit: "inside" })
      .jpeg()
      .toBuffer()
      .then(small => sharp(small).stats()),
  ])
}

/** Seconds a photo, sharp alone: the floor, two photos at a time, concurrency 1. */
export const floor = async photos => {
  const out = path.join(WORK, "floor")
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const threads = sharp.concurrency()
  sharp.concurrency(1)
  const started = performance.now()
  let next = 0
  const work = async () => {
    while (next < photos.length) await floorOf(photos[next++], out)
  }
  await Promise.all([work(), work()])
  sharp.concurrency(threads)
  return (performance.now() - started) / 1000 / photos.length
}

// ---------------------------------------------------------------------------------------------
// Builds

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
const imageFiles = site => {
  const root = path.join(site, "public/static")
  if (!existsSync(root)) return new Map()
  return new Map(
    readdirSync(root, { recursive: true })
      .filter(file => /\.(avif|webp|jpe?g|png)$/i.test(file))
      .map(file => [file, statSync(path.join(root, file)).mtimeMs]),
  )
}

const gzipOf = file => gzipSync(readFileSync(file), { level: 9 }).length

/**
 * Where forgotten caches wait until the builds are measured. A cold build's caches are moved here,
 * not deleted: on a filesystem without a journal (ext4 as this machine and CI mount it), creating
 * a file passes over every inode deleted in the last minute (`recently_deleted` in the kernel's
 * ext4 ialloc.c), so a build started right after deleting its caches' thousands of files paid
 * 1.5 to 4 s for it, which a cold build on a host, or in a fresh clone, does not.
 */
const FORGOTTEN = path.join(WORK, "forgotten")
let forgotten = 0

/**
 * Forgets every cache a build of `site` could use: Gatsby's, public/, the content check's and the
 * code Node compiled (a new site, a changed dependency or a cleared cache on the host has none).
 */
const forgetCaches = site => {
  const caches = ["content-check", "node-compile-cache"].map(tool => `node_modules/.cache/${tool}`)
  const aside = path.join(FORGOTTEN, String((forgotten += 1)))
  mkdirSync(aside, { recursive: true })
  for (const dir of [".cache", "public", ...caches]) {
    const from = path.join(site, dir)
    if (!existsSync(from)) continue
    try {
      renameSync(from, path.join(aside, dir.replaceAll("/", "-")))
    } catch {
      // Another filesystem (a tmpfs /tmp, say): deleted, as it cannot be moved in one step.
      rmSync(from, { recursive: true, force: true })
    }
  }
}

const build = (site, label, env = {}) =>
  new Promise((resolve, reject) => {
    const before = imageFiles(site)
    const started = performance.now()
    const child = spawn(...gatsbyCommand("build"), {
      cwd: site,
      env: { ...process.env, CI: "1", GATSBY_TELEMETRY_DISABLED: "1", ...env },
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
      const time = (performance.now() - started) / 1000
      mkdirSync("bench-results", { recursive: true })
      writeFileSync(`bench-results/build-${label.replaceAll(" ", "-")}.log`, output)
      if (status !== 0) {
        reject(new Error(`The ${label} build failed:\n${output.slice(-3000)}`))
        return
      }
      const imagesWritten = [...imageFiles(site)].filter(
        ([file, mtime]) => before.get(file) !== mtime,
      ).length
      console.log(
        `  ${label}: ${seconds(time)}, ${imagesWritten} image files written, peak ${(peakBytes / 1e9).toFixed(2)} GB`,
      )
      resolve({ seconds: time, peakBytes, imagesWritten })
    })
  })

const coldBuild = (site, label, env) => {
  forgetCaches(site)
  return build(site, label, env)
}

/**
 * A photo's cost to a build: cold builds of the copy `site` without and with `photos` added,
 * `rounds` times each; the difference of the medians over the number of photos.
 */
const photoCost = async (site, photos, rounds, { label = "", env } = {}) => {
  const without = []
  const withAdded = []
  for (let round = 1; round <= rounds; round += 1) {
    writeGallery(site, [])
    without.push(await coldBuild(site, `copy cold${label} ${round}`, env))
    writeGallery(site, photos)
    withAdded.push(
      await coldBuild(site, `copy cold${label} with ${photos.length} added ${round}`, env),
    )
  }
  const perPhoto =
    (median(withAdded.map(run => run.seconds)) - median(without.map(run => run.seconds))) /
    photos.length
  return { perPhoto, without, withAdded }
}

/**
 * Runs `measure` with speed-ups taken out of node_modules (patch-package's `--reverse`, one folder
 * at a time; the fixes stay): `folders`, or every one. Puts them back after, as the install does.
 */
const withoutSpeedUps = async (measure, folders = patchFolders(["speed-up"])) => {
  const check = (what, { status, stderr }) => {
    if (status !== 0) throw new Error(`${what} failed:\n${stderr}`)
  }
  for (const folder of [...folders].reverse()) {
    check(`patch-package --reverse ${folder}`, patchPackage(folder, "--reverse"))
  }
  try {
    return await measure()
  } finally {
    check(
      "scripts/apply-patches.mjs",
      spawnSync(process.execPath, ["scripts/apply-patches.mjs"], { encoding: "utf8" }),
    )
  }
}

/** The speed-ups of gatsby-plugin-sharp, each of which the bench takes out alone. */
const imageSpeedUps = PATCHES.filter(
  patch => patch.kind === "speed-up" && packageOf(patch) === "gatsby-plugin-sharp",
)

/**
 * The site's own gallery and `photos` added to it (linked, not copied: the files are large). A
 * photo already in the gallery is left as it is, as a maintainer adding one photo leaves the
 * others: linking it again would change its inode's times, which tell a build that it changed.
 */
const writeGallery = (site, photos) => {
  const content = path.join(site, "content")
  const wanted = new Set(photos.map(file => path.basename(file)))
  for (const name of readdirSync(path.join(content, "images"))) {
    if (name.startsWith("phone-") && !wanted.has(name)) rmSync(path.join(content, "images", name))
  }
  const own = JSON.parse(readFileSync(path.join("content", "photos.json"), "utf8"))
  const firstId = Math.max(...own.map(photo => photo.id)) + 1
  const added = photos.map((file, index) => {
    const image = `images/${path.basename(file)}`
    if (!existsSync(path.join(content, image))) linkSync(file, path.join(content, image))
    return {
      id: firstId + index,
      title: `Rehearsal ${index + 1}`,
      image,
      fit: "cover",
      alt: `The collective at rehearsal, photo ${index + 1}`,
    }
  })
  writeFileSync(
    path.join(content, "photos.json"),
    `${JSON.stringify([...own, ...added], null, 2)}\n`,
  )
}

// ---------------------------------------------------------------------------------------------

const check = (what, met, figure) => ({ what, met, figure })

/** `rounds`: how many times each cold build runs; `gallery`: whether to build 200 and 500 photos. */
export const benchImages = async (options = {}) => {
  try {
    return await measure(options)
  } finally {
    rmSync(FORGOTTEN, { recursive: true, force: true })
  }
}

const measure = async ({ rounds = 2, gallery = true }) => {
  rmSync(path.join(WORK, "site"), { recursive: true, force: true })
  rmSync(FORGOTTEN, { recursive: true, force: true })
  log(`Making ${LARGEST + 1} phone photos (${PHONE.width} × ${PHONE.height}, JPEG quality 88)`)
  const photos = await makePhotos(path.join(WORK, "photos"), LARGEST + 1)

  log(`The floor: sharp alone on ${ADDED} photos`)
  const floorSeconds = await floor(photos.slice(0, ADDED))
  console.log(`  ${floorSeconds.toFixed(3)} s a photo`)

  log(`The site as it is, in this project: cold ${rounds} times, then warm`)
  const own = []
  for (let round = 1; round <= rounds; round += 1)
    own.push(await coldBuild(".", `site cold ${round}`))
  const warm = await build(".", "site warm")

  const site = path.join(WORK, "site")
  copyProject(site)
  log(`A copy of the site, cold, as it is and with ${ADDED} photos added, ${rounds} times each`)
  const { perPhoto, without, withAdded } = await photoCost(site, photos.slice(0, ADDED), rounds)
  log(`The same without the speed-ups (taken out of node_modules, then put back)`)
  const slow = await withoutSpeedUps(() =>
    photoCost(site, photos.slice(0, ADDED), rounds, {
      label: " without speed-ups",
      env: { SPEED_UPS: "off" },
    }),
  )
  // Each speed-up of gatsby-plugin-sharp's gain: the photo's cost with it alone taken out.
  const leftOut = {}
  for (const patch of gallery ? imageSpeedUps : []) {
    const change = path.basename(patch.folder)
    log(`The same without the speed-up ${change} alone`)
    leftOut[change] = await withoutSpeedUps(
      () => photoCost(site, photos.slice(0, ADDED), rounds, { label: ` without ${change}` }),
      [patchFolder(patch)],
    )
  }
  const coldSeconds = median(own.map(run => run.seconds))
  const spread = runs => `${seconds(Math.min(...runs))} to ${seconds(Math.max(...runs))}`
  const ofFloor = value => `${value.toFixed(3)} s, ${(value / floorSeconds).toFixed(2)} × the floor`
  for (const [change, cost] of Object.entries(leftOut)) {
    console.log(
      `  without ${change} alone: ${ofFloor(cost.perPhoto)}; ` +
        `its gain ${(cost.perPhoto - perPhoto).toFixed(3)} s a photo`,
    )
  }

  if (!gallery) {
    console.log(
      `  a photo: ${ofFloor(perPhoto)}; without the speed-ups ${ofFloor(slow.perPhoto)}; ` +
        `cold ${seconds(coldSeconds)}, warm ${seconds(warm.seconds)}`,
    )
    return undefined
  }
  log(`A gallery of ${LARGE} photos, then one more`)
  writeGallery(site, photos.slice(0, LARGE))
  const large = await coldBuild(site, `cold ${LARGE}`)
  writeGallery(site, photos.slice(0, LARGE + 1))
  const rebuild = await build(site, `${LARGE} and one added`)
  const photosPageBytes =
    gzipOf(path.join(site, "public/photos/index.html")) +
    gzipOf(path.join(site, "public/page-data/photos/page-data.json"))
  // The jobs' names: without jobs-by-digest, Gatsby reads and hashes every finished job's photo
  // again at the start of each build.
  const byDigest = imageSpeedUps.find(patch => patch.folder.endsWith("/jobs-by-digest"))
  log(`The same ${LARGE} and one more without the speed-up jobs-by-digest`)
  const rebuildByPath = await withoutSpeedUps(async () => {
    writeGallery(site, photos.slice(0, LARGE))
    const cold = await coldBuild(site, `cold ${LARGE} without jobs-by-digest`)
    writeGallery(site, photos.slice(0, LARGE + 1))
    return { cold, rebuild: await build(site, `${LARGE} and one added without jobs-by-digest`) }
  }, [patchFolder(byDigest)])

  log(`A gallery of ${LARGEST} photos, cold`)
  writeGallery(site, photos.slice(0, LARGEST))
  const largest = await coldBuild(site, `cold ${LARGEST}`)

  const figures = {
    added: ADDED,
    floorSeconds,
    perPhotoSeconds: perPhoto,
    ratio: perPhoto / floorSeconds,
    withoutSpeedUps: {
      perPhotoSeconds: slow.perPhoto,
      ratio: slow.perPhoto / floorSeconds,
      copyCold: slow.without,
      copyWithAdded: slow.withAdded,
    },
    cold: own,
    warm,
    copyCold: without,
    copyWithAdded: withAdded,
    large,
    rebuild,
    leftOut: Object.fromEntries(
      Object.entries(leftOut).map(([change, cost]) => [
        change,
        { perPhotoSeconds: cost.perPhoto, gainSeconds: cost.perPhoto - perPhoto },
      ]),
    ),
    rebuildWithoutJobsByDigest: rebuildByPath,
    photosPageBytes,
    largest,
  }
  const gb = bytes => `${(bytes / 1e9).toFixed(2)} GB`
  const targets = [
    check(
      `a photo costs the build ≤ ${TARGETS.ratio} × the floor`,
      figures.ratio <= TARGETS.ratio,
      `${figures.ratio.toFixed(2)} × (${perPhoto.toFixed(3)} s a photo against ${floorSeconds.toFixed(3)} s; ` +
        `the copy cold ${spread(without.map(run => run.seconds))}, with ${ADDED} added ${spread(withAdded.map(run => run.seconds))}; ` +
        `without the speed-ups ${(slow.perPhoto / floorSeconds).toFixed(2)} ×, ${slow.perPhoto.toFixed(3)} s a photo)`,
    ),
    check(
      `the site cold ≤ ${TARGETS.coldS} s`,
      coldSeconds <= TARGETS.coldS,
      `${seconds(coldSeconds)} (median of ${spread(own.map(run => run.seconds))})`,
    ),
    check(
      `the site warm ≤ ${TARGETS.warmS} s`,
      warm.seconds <= TARGETS.warmS,
      seconds(warm.seconds),
    ),
    check(
      `${LARGE} photos: the build after adding one ≤ ${TARGETS.rebuildS} s`,
      rebuild.seconds <= TARGETS.rebuildS,
      `${seconds(rebuild.seconds)} (cold ${seconds(large.seconds)}; without jobs-by-digest ` +
        `${seconds(rebuildByPath.rebuild.seconds)}, cold ${seconds(rebuildByPath.cold.seconds)})`,
    ),
    check(
      `${LARGE} photos: the build after adding one peaks at ≤ ${gb(TARGETS.rebuildPeakBytes)}`,
      rebuild.peakBytes <= TARGETS.rebuildPeakBytes,
      `${gb(rebuild.peakBytes)} (cold: ${gb(large.peakBytes)})`,
    ),
    check(
      `${LARGE} photos: the build after adding one writes only its ${TARGETS.rebuildImageFiles} image files`,
      rebuild.imagesWritten <= TARGETS.rebuildImageFiles,
      String(rebuild.imagesWritten),
    ),
    check(
      `${LARGE} photos: /photos HTML + page data ≤ ${TARGETS.photosPageBytes / 1000} KB gzip`,
      photosPageBytes <= TARGETS.photosPageBytes,
      `${(photosPageBytes / 1000).toFixed(1)} KB`,
    ),
    check(
      `${LARGEST} photos cold ≤ ${TARGETS.largestColdS / 60} min`,
      largest.seconds <= TARGETS.largestColdS,
      `${seconds(largest.seconds)}, peak ${gb(largest.peakBytes)}`,
    ),
  ]
  for (const { what, met, figure } of targets) {
    console.log(`  ${met ? "met" : "NOT MET"}: ${what}: ${figure}`)
  }
  return { figures, targets }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--cost` measures a photo's cost alone, each build once: a quick look while changing the pipeline.
  const costOnly = process.argv.includes("--cost")
  const result = await benchImages(costOnly ? { rounds: 1, gallery: false } : {})
  if (result) process.exitCode = result.targets.every(target => target.met) ? 0 : 1
}
