/**
 * How the photos' files are encoded, besides what each job's args say (widths, formats, quality).
 * Gatsby keeps a finished job while its args are the same, and a local plugin's version is its
 * package.json's, which an edit here does not change: so the encoder is named in every job's args
 * (ENCODER), and a new sharp or a new AVIF setting makes every photo's files again, on a host
 * whose cache holds the last deploy's too.
 */
import sharp from "sharp"

/**
 * libaom's effort for AVIF files: sharp's default, 4, took about seven times the processor time of
 * 3, for files a few per cent smaller (the plugin's README and docs/performance.md).
 */
export const AVIF_EFFORT = 3

/**
 * AVIF's quality, on its own scale: sharp tunes libaom for SSIMULACRA2 (`tune: "iq"`, its
 * default), on which the quality the other formats are made at makes files far larger for no
 * visible gain. At sharp's default, 50, the files are no larger than sharp 0.34's SSIM tuning made
 * them at 70, for the same look (docs/performance.md).
 */
export const AVIF_QUALITY = 50

export const ENCODER = `sharp ${sharp.versions.sharp}; AVIF quality ${AVIF_QUALITY}, effort ${AVIF_EFFORT}`
