/** Gatsby's query extraction (query/file-parser.js), which its package gives no types for. */
declare module "gatsby/dist/query/file-parser" {
  export default class FileParser {
    parseFiles(files: string[], addError: (error: unknown) => void): Promise<unknown[]>
  }
}
