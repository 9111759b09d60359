/**
 * `npm run content-types`: writes the types the content files become, as the content model makes
 * them from the JSON Schemas: the GraphQL types the build sources them into
 * (plugins/gatsby-plugin-content-model/content-types.graphql, for reading) and the TypeScript
 * types the site's views take (src/types/content.ts). A unit test fails when either no longer
 * matches the schemas.
 */
import { writeFileSync } from "node:fs"
import path from "node:path"
import {
  contentTypesFile,
  TYPESCRIPT_FILE,
  typeScriptFile,
} from "../plugins/gatsby-plugin-content-model"

const files = [
  [
    path.join("plugins", "gatsby-plugin-content-model", "content-types.graphql"),
    contentTypesFile(),
  ],
  [TYPESCRIPT_FILE, typeScriptFile()],
]
for (const [file, text] of files) {
  writeFileSync(path.resolve(file), text)
  console.log(`Wrote ${file}.`)
}
