#!/usr/bin/env node
/**
 * `npm run content-types`: writes content-model/content-types.graphql, the GraphQL types the
 * content files become, as the build makes them from the JSON Schemas. The file is for reading;
 * a unit test fails when it no longer matches the schemas.
 */
const { writeFileSync } = require("node:fs")
const path = require("node:path")
const { contentTypesFile } = require("../content-model")

const file = path.join(__dirname, "..", "content-model", "content-types.graphql")
writeFileSync(file, contentTypesFile())
console.log(`Wrote ${path.relative(process.cwd(), file)}.`)
