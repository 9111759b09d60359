/**
 * Compares the image files of two builds: every file gatsby-plugin-sharp wrote into one public/
 * must be in the other under the same name (the name holds the source's digest and the options),
 * look the same (SSIM of the luma ≥ 0.99, 8 × 8 windows every 4 pixels) and weigh the same
 * within 5 %. The pages' placeholder colours must be the same too.
 *
 *   node scripts/compare-images.mjs <public before> <public after>
 *
 * For a change to the image pipeline: build before it, copy public/ aside, build after it, and
 * compare. Exits 1 when a file differs more than that.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"

const MIN_SSIM = 0.99
const MAX_BYTES_CHANGE = 0.05
const IMAGE = /\.(avif|webp|jpe?g|png)$/i

const luma = file =>
  sharp(readFileSync(file)).greyscale().raw().toBuffer({ resolveWithObject: true })

/** SSIM (Wang et al., 2004) of two images' luma, over 8 × 8 windows every 4 pixels. */
export const ssim = async (before, after) => {
  const [x, y] = await Promise.all([luma(before), luma(after)])
  const { width, height } = x.info
  if (width !== y.info.width || height !== y.info.height) return 0
  const c1 = (0.01 * 255) ** 2
  const c2 = (0.03 * 255) ** 2
  let total = 0
  let windows = 0
  for (let top = 0; top + 8 <= height; top += 4) {
    for (let left = 0; left + 8 <= width; left += 4) {
      let sx = 0
      let sy = 0
      let sxx = 0
      let syy = 0
      let sxy = 0
      for (let row = top; row < top + 8; row += 1) {
        for (let column = left; column < left + 8; column += 1) {
          const p = x.data[row * width + column]
          const q = y.data[row * width + column]
          sx += p
          sy += q
          sxx += p * p
          syy += q * q
          sxy += p * q
        }
      }
      const mx = sx / 64
      const my = sy / 64
      const vx = sxx / 64 - mx * mx
      const vy = syy / 64 - my * my
      const cov = sxy / 64 - mx * my
      total += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
      windows += 1
    }
  }
  return windows === 0 ? 1 : total / windows
}

const imagesIn = root =>
  readdirSync(path.join(root, "static"), { recursive: true })
    .filter(file => IMAGE.test(file))
    .sort()

/**
 * The colours in each page's HTML (the placeholders' among them), by page: `bio/index.html` and
 * `bio.html` are one page, as a host serves them at one address.
 */
const placeholderColours = root => {
  const pages = new Map()
  for (const file of readdirSync(root, { recursive: true }).sort()) {
    if (!file.endsWith(".html") || !statSync(path.join(root, file)).isFile()) continue
    const colours = [
      ...readFileSync(path.join(root, file), "utf8").matchAll(/background-color:(#[0-9a-f]{6})/g),
    ].map(([, colour]) => colour)
    pages.set(file.replace(/(\/index)?\.html$/, ""), colours.join(" "))
  }
  return pages
}

export const compareImages = async (before, after) => {
  const files = imagesIn(before)
  const made = new Set(imagesIn(after))
  const missing = files.filter(file => !made.has(file))
  const rows = []
  for (const file of files.filter(name => !missing.includes(name))) {
    const [a, b] = [before, after].map(root => path.join(root, "static", file))
    const bytes = statSync(b).size / statSync(a).size - 1
    rows.push({ file, ssim: await ssim(a, b), bytes })
  }
  const [coloursBefore, coloursAfter] = [placeholderColours(before), placeholderColours(after)]
  const sameColours = [...coloursBefore].every(
    ([page, colours]) => coloursAfter.get(page) === colours,
  )
  return { files: files.length, missing, rows, sameColours }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after] = process.argv.slice(2)
  if (!before || !after) {
    console.error("Usage: node scripts/compare-images.mjs <public before> <public after>")
    process.exit(2)
  }
  const { files, missing, rows, sameColours } = await compareImages(before, after)
  const worst = [...rows].sort((a, b) => a.ssim - b.ssim)[0]
  const heaviest = [...rows].sort((a, b) => Math.abs(b.bytes) - Math.abs(a.bytes))[0]
  const off = rows.filter(row => row.ssim < MIN_SSIM || Math.abs(row.bytes) > MAX_BYTES_CHANGE)
  const percent = value => `${value >= 0 ? "+" : ""}${(value * 100).toFixed(1)} %`
  console.log(`${files} image files before, ${missing.length} missing after`)
  for (const file of missing) console.log(`  missing: ${file}`)
  console.log(`lowest SSIM ${worst.ssim.toFixed(4)} (${worst.file})`)
  console.log(`largest change in bytes ${percent(heaviest.bytes)} (${heaviest.file})`)
  console.log(`placeholder colours: ${sameColours ? "the same" : "DIFFERENT"}`)
  for (const row of off) {
    console.log(`  off: ${row.file} SSIM ${row.ssim.toFixed(4)}, ${percent(row.bytes)}`)
  }
  process.exitCode = missing.length === 0 && off.length === 0 && sameColours ? 0 : 1
}
