/**
 * Mozilla's HTTP Observatory, run on a built site served as the host serves it: over HTTPS with a
 * certificate made for the run, with the headers Netlify's own parser computes from the site's
 * rules (siteRequestHandler in ../e2e/support/host.mjs), and plain HTTP answering every request
 * with a redirect to HTTPS, as Netlify does.
 *
 * The scanner is the published one (@mdn/mdn-http-observatory): its retriever fetches each page
 * for real, its ten tests read what came back, and its grader scores them, exactly as its
 * `scan()` does. `scan()` itself cannot be used: it always asks ports 80 and 443. Two things
 * differ from a scan of the deployed site: the HSTS preload list is empty (see `preloadList`), so
 * no page gets the preload bonus; and the not-found page, which `scan()` refuses for its status
 * 404, is scored like any other page.
 *
 * Usage: node __tests__/support/observatory.mjs <built site folder> <path>...
 * Prints, as JSON, each path's score, grade, status, and every test with its result, the points
 * it gave and the most it can give.
 */
import { existsSync, writeFileSync } from "node:fs"
import { createServer as createHttpServer } from "node:http"
import { createServer as createHttpsServer } from "node:https"
import path from "node:path"
import tls from "node:tls"
import { fileURLToPath } from "node:url"
import { generate } from "selfsigned"
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js"
import { ALL_TESTS, NUM_TESTS } from "@mdn/mdn-http-observatory/src/constants.js"
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js"
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js"
import { siteRequestHandler } from "../e2e/support/host.mjs"

const HOSTNAME = "localhost"

/**
 * The scanner's HSTS preload list, which its install script downloads from Chromium's source
 * (install scripts are off: allowScripts in package.json, and the machines the tests run on reach
 * no such host). An empty list stands in for it, written here when there is none: a domain not on
 * the list, as this site's is not, scores the same.
 */
const preloadList = path.join(
  path.dirname(fileURLToPath(import.meta.resolve("@mdn/mdn-http-observatory"))),
  "..",
  "conf",
  "hsts-preload.json",
)
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n")

/** A certificate for localhost, trusted by this process alone, so the retriever verifies it. */
const certificate = async () => {
  const now = new Date()
  const { private: key, cert } = await generate([{ name: "commonName", value: HOSTNAME }], {
    keySize: 2048,
    algorithm: "sha256",
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 24 * 3600_000),
    extensions: [
      { name: "basicConstraints", cA: true },
      { name: "subjectAltName", altNames: [{ type: 2, value: HOSTNAME }] },
    ],
  })
  if (typeof tls.setDefaultCACertificates !== "function") {
    throw new Error(`The scan needs Node 22.19 or later (this is ${process.version}).`)
  }
  tls.setDefaultCACertificates([...tls.getCACertificates("default"), cert])
  return { key, cert }
}

const listen = server =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, HOSTNAME, () => resolve(server.address().port))
  })

/**
 * Serves `publicDir` over HTTPS, and plain HTTP that redirects every request to the same path
 * over HTTPS. Resolves to both ports and a function that stops both servers.
 */
const serve = async publicDir => {
  const https = createHttpsServer(await certificate(), await siteRequestHandler(publicDir))
  const httpsPort = await listen(https)
  const http = createHttpServer((request, response) => {
    response
      .writeHead(301, { Location: `https://${HOSTNAME}:${httpsPort}${request.url ?? "/"}` })
      .end()
  })
  const httpPort = await listen(http)
  const close = () => Promise.all([https, http].map(server => new Promise(r => server.close(r))))
  return { httpPort, httpsPort, close }
}

/** The most points a test can give, over all the results it can come to. */
const bestModifier = test =>
  Math.max(...test.constructor.possibleResults.map(result => getScoreModifier(result)))

/**
 * One page's scan, computed as the scanner's `scan()` computes it: every test on what the
 * retriever fetched, the sum of their modifiers, and the bonus points only for a page whose
 * score without them is already an A.
 */
const scanPage = async (ports, pathname) => {
  const requests = await retrieve(HOSTNAME, { ...ports, path: pathname })
  const response = requests.responses.auto
  if (!response) throw new Error(`${pathname}: the site did not answer.`)
  const tests = ALL_TESTS.map(test => test(requests))
  let withExtraCredit = 100
  let uncurved = 100
  for (const test of tests) {
    if (!test.result) continue
    const modifier = getScoreModifier(test.result)
    withExtraCredit += modifier
    if (modifier < 0) uncurved += modifier
  }
  const { grade, score } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  )
  return {
    path: pathname,
    status: response.status,
    verified: response.verified,
    score,
    grade,
    testsPassed: tests.filter(test => test.pass).length,
    testsQuantity: NUM_TESTS,
    tests: tests.map(test => ({
      name: test.constructor.name,
      result: test.result,
      pass: test.pass,
      points: getScoreModifier(test.result),
      best: bestModifier(test),
    })),
  }
}

const [publicDir, ...paths] = process.argv.slice(2)
if (!publicDir || paths.length === 0) {
  console.error("Usage: node __tests__/support/observatory.mjs <built site folder> <path>...")
  process.exit(2)
}
const server = await serve(path.resolve(publicDir))
try {
  const scans = []
  const ports = { httpPort: server.httpPort, httpsPort: server.httpsPort }
  for (const pathname of paths) scans.push(await scanPage(ports, pathname))
  console.log(JSON.stringify(scans, null, 2))
} finally {
  await server.close()
}
