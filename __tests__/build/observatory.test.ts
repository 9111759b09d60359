/**
 * Mozilla's HTTP Observatory on both builds npm test makes, each served as the host serves it
 * (over local HTTPS, plain HTTP redirecting to it, the headers Netlify's parser computes from the
 * build's rules): every page scores at least 135, the most a site can score before its domain is
 * on the browsers' HSTS preload list; the not-found page 130, because its policy comes from a
 * `<meta>` element, which cannot say `frame-ancestors`; the content editor 125, because its styles
 * need `'unsafe-inline'` (docs/deploy.md, "Security headers"). See __tests__/support/observatory.mjs.
 */
import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"
import * as spec from "../support/spec"
import { hostBuilds, root } from "./built"

type Scan = {
  path: string
  status: number
  verified: boolean
  score: number
  grade: string
  tests: Array<{ name: string; result: string; points: number; best: number }>
}

const builds = hostBuilds()

const NOT_FOUND = "/no-such-page"
const marks: Array<[string, number]> = [
  ...spec.pages.map(([, route]): [string, number] => [route, 135]),
  [NOT_FOUND, 130],
  ["/admin", 125],
]

const scanned = async (publicDir: string): Promise<Scan[]> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, "__tests__/support/observatory.mjs"), publicDir, ...marks.map(([p]) => p)],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  )
  return JSON.parse(stdout) as Scan[]
}

describe.each(builds)("Mozilla's HTTP Observatory on %s", (build, publicDir) => {
  let scans: Scan[]

  beforeAll(async () => {
    scans = await scanned(publicDir)
    console.log(
      `Observatory scores, ${build}:\n${scans
        .map(scan => `  ${scan.path.padEnd(14)} ${String(scan.score).padStart(3)} (${scan.grade})`)
        .join("\n")}`,
    )
  }, 60_000)

  it.each(marks)("scores %s at %d or more", (pathname, mark) => {
    const scan = scans.find(each => each.path === pathname)
    // What came back is what a visitor gets: the page, or for an unknown path the not-found
    // page with its 404, over HTTPS the scanner trusted.
    expect({ status: scan?.status, verified: scan?.verified }).toEqual({
      status: pathname === NOT_FOUND ? 404 : 200,
      verified: true,
    })
    const lost = (scan?.tests ?? [])
      .filter(test => test.points < test.best)
      .map(test => `${test.name} (${test.result}: ${test.points} of ${test.best})`)
    const below =
      scan && scan.score >= mark
        ? null
        : `${pathname} scores ${scan?.score}, under ${mark}. Tests short of their best: ${lost.join("; ")}`
    expect(below).toBeNull()
  })
})
