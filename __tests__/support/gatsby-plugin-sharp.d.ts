/** gatsby-plugin-sharp's image job (process-file.js), which its package gives no types for. */
declare module "gatsby-plugin-sharp/process-file" {
  export const processFile: (
    file: string,
    transforms: Array<{ outputPath: string; args: Record<string, unknown> }>,
    options: Record<string, unknown>,
  ) => Promise<unknown>
}
