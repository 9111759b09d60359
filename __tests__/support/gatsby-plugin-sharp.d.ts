/**
 * gatsby-plugin-sharp, which has no types of its own: its job queue and its image data
 * (index.js), as __tests__/image-size.test.ts uses them.
 */
declare module "gatsby-plugin-sharp" {
  type FileNode = {
    absolutePath: string
    name: string
    base: string
    extension: string
    internal: { contentDigest: string }
  }
  type Reporter = {
    panic: (message: string) => unknown
    warn: (message: string) => unknown
  }
  export const setActions: (actions: { createJobV2: (job: unknown) => Promise<unknown> }) => void
  export const queueImageResizing: (request: {
    file: FileNode
    args: Record<string, unknown>
    reporter: Reporter
  }) => { width: number; height: number }
  export const generateImageData: (request: {
    file: FileNode
    args: Record<string, unknown>
    reporter: Reporter
  }) => Promise<{ width: number; height: number }>
}

/** fs-extra, which gatsby-plugin-sharp reads files with: Node's fs and more. */
declare module "fs-extra" {
  const fs: typeof import("node:fs")
  export default fs
}

/**
 * gatsby-plugin-sharp's maker of a job's files, as __tests__/image-files.test.ts runs it; with the
 * speed-up shared-resize, each file carries its photo's digest.
 */
declare module "gatsby-plugin-sharp/process-file" {
  export const processFile: (
    file: string,
    transforms: Array<{ outputPath: string; args: Record<string, unknown>; inputDigest?: string }>,
    options: Record<string, unknown>,
  ) => Promise<unknown>
}

/** gatsby-plugin-sharp's job worker, as __tests__/image-jobs.test.ts runs it. */
declare module "gatsby-plugin-sharp/gatsby-worker" {
  export const IMAGE_PROCESSING: (job: {
    inputPaths: Array<{ path: string; contentDigest: string }>
    outputDir: string
    args: Record<string, unknown>
  }) => Promise<void>
}
