/**
 * Draws the placeholder photos shipped in content/images/ until real ones replace them.
 * They are camera-sized (2400 px on the long side) with a photograph's grain, so the image
 * pipeline does real work and the pages weigh what they will with real photos (flat drawings
 * compress to almost nothing, and browsers do not count such low-detail images as content).
 * They are clearly marked as placeholders. Run with `node scripts/make-placeholder-images.mjs`.
 */
import { mkdir } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

const outDir = path.resolve("content/images")

const LANDSCAPE = { width: 2400, height: 1600 }
const PORTRAIT = { width: 1600, height: 2400 }

const escapeXml = text => text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`)

const figures = (w, h, count, hue) => {
  const spacing = w / (count + 1)
  return Array.from({ length: count }, (_, i) => {
    const x = spacing * (i + 1)
    const scale = 0.9 + ((i * 37) % 5) / 20
    const head = (h / 16) * scale
    const top = h * 0.42 + ((i * 53) % 7) * (h / 120)
    return `<g fill="hsl(${hue} 35% 12% / 0.78)">
      <circle cx="${x}" cy="${top}" r="${head}"/>
      <rect x="${x - head * 1.6}" y="${top + head * 1.15}" width="${head * 3.2}" height="${h}" rx="${head * 1.2}"/>
    </g>`
  }).join("")
}

const scenes = {
  group: (w, h, hue) => figures(w, h, 7, hue),
  pair: (w, h, hue) => figures(w, h, 3, hue),
  piano: (w, h) => {
    const keys = 28
    const kw = (w * 0.8) / keys
    const y = h * 0.62
    const white = Array.from(
      { length: keys },
      (_, i) =>
        `<rect x="${w * 0.1 + i * kw}" y="${y}" width="${kw - 6}" height="${h * 0.3}" rx="8" fill="#f5efe3" opacity="0.92"/>`,
    ).join("")
    const black = Array.from({ length: keys - 1 }, (_, i) =>
      [0, 1, 3, 4, 5].includes(i % 7)
        ? `<rect x="${w * 0.1 + (i + 0.68) * kw}" y="${y}" width="${kw * 0.62}" height="${h * 0.18}" rx="6" fill="#1b1420"/>`
        : "",
    ).join("")
    return white + black
  },
  drums: (
    w,
    h,
    hue,
  ) => `<g fill="none" stroke="hsl(${hue} 40% 88% / 0.85)" stroke-width="${w / 160}">
      <ellipse cx="${w * 0.5}" cy="${h * 0.66}" rx="${w * 0.16}" ry="${h * 0.16}"/>
      <ellipse cx="${w * 0.28}" cy="${h * 0.56}" rx="${w * 0.09}" ry="${h * 0.05}"/>
      <ellipse cx="${w * 0.72}" cy="${h * 0.56}" rx="${w * 0.09}" ry="${h * 0.05}"/>
      <ellipse cx="${w * 0.2}" cy="${h * 0.3}" rx="${w * 0.11}" ry="${h * 0.025}"/>
      <ellipse cx="${w * 0.82}" cy="${h * 0.26}" rx="${w * 0.12}" ry="${h * 0.028}"/>
      <line x1="${w * 0.2}" y1="${h * 0.3}" x2="${w * 0.2}" y2="${h * 0.9}"/>
      <line x1="${w * 0.82}" y1="${h * 0.26}" x2="${w * 0.82}" y2="${h * 0.9}"/>
    </g>`,
  lines: (w, h, hue) =>
    Array.from({ length: 14 }, (_, i) => {
      const len = 0.45 + ((i * 29) % 9) / 30
      return `<rect x="${w * 0.14}" y="${h * 0.18 + i * h * 0.042}" width="${w * 0.72 * len}" height="${h * 0.016}" rx="${h * 0.008}" fill="hsl(${hue} 30% 92% / 0.8)"/>`
    }).join(""),
  flyer: (
    w,
    h,
    hue,
  ) => `<rect x="${w * 0.12}" y="${h * 0.1}" width="${w * 0.76}" height="${h * 0.62}" rx="24" fill="hsl(${hue} 45% 92% / 0.9)"/>
      <circle cx="${w * 0.5}" cy="${h * 0.32}" r="${w * 0.16}" fill="hsl(${hue} 60% 40% / 0.85)"/>
      <rect x="${w * 0.22}" y="${h * 0.52}" width="${w * 0.56}" height="${h * 0.03}" rx="12" fill="hsl(${hue} 40% 25%)"/>
      <rect x="${w * 0.3}" y="${h * 0.59}" width="${w * 0.4}" height="${h * 0.02}" rx="10" fill="hsl(${hue} 40% 35%)"/>`,
  sun: (
    w,
    h,
    hue,
  ) => `<circle cx="${w * 0.72}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.16}" fill="hsl(45 95% 70% / 0.9)"/>
      <rect x="0" y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="hsl(${hue + 80} 40% 30% / 0.85)"/>${figures(w, h, 4, hue)}`,
  room: (
    w,
    h,
    hue,
  ) => `<rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.3}" height="${h * 0.36}" rx="12" fill="hsl(${hue} 50% 80% / 0.35)"/>
      <rect x="${w * 0.05}" y="${h * 0.72}" width="${w * 0.9}" height="${h * 0.2}" rx="40" fill="hsl(${hue} 35% 20% / 0.8)"/>${figures(w, h, 3, hue)}`,
}

const svg = ({ width: w, height: h }, { hue, scene, label, mark = true }) => {
  const fontSize = Math.round(Math.min(w, h) / 18)
  const band = mark
    ? `<rect x="0" y="${h - fontSize * 3.4}" width="${w}" height="${fontSize * 3.4}" fill="hsl(${hue} 40% 8% / 0.62)"/>
       <text x="${w / 2}" y="${h - fontSize * 2.05}" font-family="DejaVu Serif, serif" font-size="${fontSize}" fill="#fdf6e3" text-anchor="middle">${escapeXml(label)}</text>
       <text x="${w / 2}" y="${h - fontSize * 0.9}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize * 0.55}" fill="#e8d9b5" text-anchor="middle" letter-spacing="6">PLACEHOLDER PHOTO · ${w} × ${h}</text>`
    : ""
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${hue} 55% 22%)"/>
        <stop offset="0.55" stop-color="hsl(${(hue + 40) % 360} 50% 34%)"/>
        <stop offset="1" stop-color="hsl(${(hue + 70) % 360} 65% 52%)"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.3" cy="0.25" r="0.7">
        <stop offset="0" stop-color="hsl(42 100% 85% / 0.55)"/>
        <stop offset="1" stop-color="hsl(42 100% 85% / 0)"/>
      </radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <rect width="${w}" height="${h}" fill="url(#glow)"/>
    ${scenes[scene](w, h, hue)}
    ${band}
  </svg>`)
}

const photos = [
  [1, "Around the Piano, Late 1980s", LANDSCAPE, "piano", 28],
  [2, "Commissioned Concert Flyer, 1987", PORTRAIT, "flyer", 350],
  [3, "Signed Group Photo, 1987", PORTRAIT, "group", 30],
  [4, "Vocal Rehearsal, January 2025", LANDSCAPE, "pair", 215],
  [5, "Band Rehearsal, March 2025", LANDSCAPE, "drums", 260],
  [6, "Group Photo, March 2025", LANDSCAPE, "group", 200],
  [7, "Vocal Rehearsal, May 2025", PORTRAIT, "pair", 160],
  [8, "Group Photo, May 2025", LANDSCAPE, "group", 140],
  [9, "A Sunny Day, June 2025", LANDSCAPE, "sun", 195],
  [10, "Living Room Session, June 2025", LANDSCAPE, "room", 20],
  [11, "Living Room Session, July 2025", PORTRAIT, "room", 330],
  [12, "July Rehearsal: Drum Setup", PORTRAIT, "drums", 280],
  [13, "July Rehearsal: Lyrics", PORTRAIT, "lines", 240],
  [14, "July Rehearsal: Full Band", LANDSCAPE, "group", 300],
  [15, "Band Rehearsal, August 2025", LANDSCAPE, "drums", 10],
  [16, "Living Room Session, August 2025", PORTRAIT, "room", 45],
]

/** Film grain: soft gaussian noise, blended in the way grain sits on a photo. */
const grain = ({ width, height }) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .blur(1.2)
    .png()
    .toBuffer()

const jpeg = async (size, options, file) =>
  sharp(await sharp(svg(size, options)).png().toBuffer())
    .composite([{ input: await grain(size), blend: "soft-light" }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(outDir, file))

await mkdir(outDir, { recursive: true })

for (const [id, title, size, scene, hue] of photos) {
  await jpeg(size, { hue, scene, label: title }, `photo-${String(id).padStart(2, "0")}.jpg`)
}

await jpeg(LANDSCAPE, { hue: 265, scene: "group", label: "", mark: false }, "hero.jpg")

const logo =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <circle cx="256" cy="256" r="244" fill="#2a1740" stroke="#e0b84f" stroke-width="20"/>
  <path d="M176 372V196l80-60 80 60v176" fill="none" stroke="#e0b84f" stroke-width="22" stroke-linejoin="round"/>
  <rect x="228" y="300" width="56" height="72" rx="6" fill="#e0b84f"/>
  <path d="M256 150v-54M232 116h48" stroke="#e0b84f" stroke-width="18" stroke-linecap="round"/>
</svg>`)
await sharp(logo).png({ compressionLevel: 9 }).toFile(path.join(outDir, "logo.png"))

const tshirt =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1800" viewBox="0 0 1800 1800">
  <rect width="1800" height="1800" fill="#efe7da"/>
  <path d="M620 260 420 360 220 620l220 120 80-110v930h760V630l80 110 220-120-200-260-200-100c-40 90-150 150-280 150s-240-60-280-150z" fill="#241433"/>
  <circle cx="900" cy="820" r="190" fill="none" stroke="#e0b84f" stroke-width="18"/>
  <path d="M840 930V800l60-45 60 45v130" fill="none" stroke="#e0b84f" stroke-width="18" stroke-linejoin="round"/>
  <text x="900" y="1110" font-family="DejaVu Serif, serif" font-size="64" fill="#e0b84f" text-anchor="middle">CORNERSTONE</text>
  <text x="900" y="1680" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#5a4a3a" text-anchor="middle" letter-spacing="8">PLACEHOLDER PRODUCT PHOTO</text>
</svg>`)
await sharp(tshirt)
  .jpeg({ quality: 75, mozjpeg: true })
  .toFile(path.join(outDir, "logo-t-shirt.jpg"))

console.log(`Placeholder images written to ${path.relative(process.cwd(), outDir)}/`)
