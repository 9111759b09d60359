/**
 * `npm run content-types`: writes the content model's content-types.graphql, the GraphQL types
 * the content files become, as the build makes them from the JSON Schemas. The file is for
 * reading; a unit test fails when it no longer matches the schemas.
 */
import { writeFileSync } from "node:fs"
import path from "node:path"
import { contentTypesFile } from "../plugins/gatsby-plugin-content-model"

const file = path.resolve("plugins", "gatsby-plugin-content-model", "content-types.graphql")
writeFileSync(file, contentTypesFile())
console.log(`Wrote ${path.relative(process.cwd(), file)}.`)
