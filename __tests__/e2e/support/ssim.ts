import sharp from "sharp"

/** Wang et al.'s window: 11 × 11, Gaussian of σ 1.5, as one row (it is separable). */
const WINDOW = (() => {
  const weights = Array.from({ length: 11 }, (_, i) => Math.exp(-((i - 5) ** 2) / (2 * 1.5 ** 2)))
  const sum = weights.reduce((a, b) => a + b)
  return weights.map(weight => weight / sum)
})()

/** `values` (a width × height image) averaged over the window around each pixel. */
const windowed = (values: Float64Array, width: number, height: number) => {
  const rows = new Float64Array(values.length)
  const out = new Float64Array(values.length)
  for (let y = 0; y < height; y += 1)
    for (let x = 5; x < width - 5; x += 1)
      rows[y * width + x] = WINDOW.reduce((sum, w, i) => sum + w * values[y * width + x + i - 5], 0)
  for (let y = 5; y < height - 5; y += 1)
    for (let x = 5; x < width - 5; x += 1)
      out[y * width + x] = WINDOW.reduce((sum, w, i) => sum + w * rows[(y + i - 5) * width + x], 0)
  return out
}

/**
 * The structural similarity (SSIM) of two images of one size, as Wang, Bovik, Sheikh and
 * Simoncelli define it (2004): on luminance, with their 11 × 11 Gaussian window and their
 * constants for 8-bit values, averaged over every window inside the image. 1 is the same image.
 */
export const ssim = async (a: string, b: string) => {
  const luminance = async (file: string) => {
    const { data, info } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true })
    return { values: Float64Array.from(data), width: info.width, height: info.height }
  }
  const [x, y] = await Promise.all([luminance(a), luminance(b)])
  const { width, height } = x
  if (width !== y.width || height !== y.height) {
    throw new Error(`${a} is ${width} × ${height}, ${b} ${y.width} × ${y.height}`)
  }
  const mean = (values: Float64Array) => windowed(values, width, height)
  const times = (p: Float64Array, q: Float64Array) => p.map((value, i) => value * q[i])
  const [mx, my] = [mean(x.values), mean(y.values)]
  const [sxx, syy, sxy] = [
    mean(times(x.values, x.values)),
    mean(times(y.values, y.values)),
    mean(times(x.values, y.values)),
  ]
  const C1 = (0.01 * 255) ** 2
  const C2 = (0.03 * 255) ** 2
  let total = 0
  let windows = 0
  for (let row = 5; row < height - 5; row += 1) {
    for (let column = 5; column < width - 5; column += 1) {
      const i = row * width + column
      const varX = sxx[i] - mx[i] ** 2
      const varY = syy[i] - my[i] ** 2
      const cov = sxy[i] - mx[i] * my[i]
      total +=
        ((2 * mx[i] * my[i] + C1) * (2 * cov + C2)) /
        ((mx[i] ** 2 + my[i] ** 2 + C1) * (varX + varY + C2))
      windows += 1
    }
  }
  return total / windows
}
