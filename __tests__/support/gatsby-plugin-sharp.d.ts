/**
 * gatsby-plugin-sharp, which has no types of its own: its job queue (index.js), as
 * __tests__/image-size.test.ts uses it.
 */
declare module "gatsby-plugin-sharp" {
  export const setActions: (actions: { createJobV2: (job: unknown) => Promise<unknown> }) => void
  export const queueImageResizing: (request: {
    file: {
      absolutePath: string
      name: string
      base: string
      extension: string
      internal: { contentDigest: string }
    }
    args: Record<string, unknown>
    reporter: { panic: (message: string) => unknown }
  }) => { width: number; height: number }
}

/** fs-extra, which gatsby-plugin-sharp reads files with: Node's fs and more. */
declare module "fs-extra" {
  const fs: typeof import("node:fs")
  export default fs
}
