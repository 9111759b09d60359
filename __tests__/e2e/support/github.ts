import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import type { Page } from "@playwright/test"
import { expect } from "./fixtures"

/**
 * A stand-in for the part of GitHub's API the content editor uses (Sveltia CMS's GitHub backend,
 * with the editorial workflow), and the content check's report on a pull request: a repository
 * held in memory, with branches, commits, pull requests, their labels and comments, the commit
 * statuses a host such as Netlify posts and the check runs Cloudflare's builds report. It answers the REST
 * calls and the GraphQL queries and mutations the editor sends (recognised by their fields, as the
 * editor writes them), and records every request, so that a test can say what the editor asked
 * GitHub to do. It runs as a server on 127.0.0.1; the editor reaches it at its `api_root`.
 */

/** One request the editor made: REST as method and path, GraphQL as its fields and variables. */
export type Recorded = {
  method: string
  path: string
  body?: unknown
  /** For GraphQL: the query or mutation's first field ("createRef", "pullRequests", …). */
  graphql?: string
  /** The token the request was signed with (its Authorization header, after "token "). */
  token?: string
}

/** A status a host posts on a commit (GitHub's StatusState in GraphQL: SUCCESS, PENDING, …). */
export type CommitStatus = {
  context: string
  state: "SUCCESS" | "PENDING" | "FAILURE" | "ERROR"
  targetUrl: string
  description: string
}

/**
 * A check run a host reports a build of a commit with, as GitHub's GraphQL API gives it: Cloudflare's
 * Workers Builds names it "Workers Builds: <worker>", links the build's log on Cloudflare's
 * dashboard (`detailsUrl`) and writes the preview's addresses in its `summary`.
 */
export type CheckRun = {
  name: string
  status: "QUEUED" | "IN_PROGRESS" | "COMPLETED"
  conclusion: "SUCCESS" | "FAILURE" | null
  detailsUrl: string
  summary: string
}

type Commit = { oid: string; files: Map<string, string>; message: string; date: string }

type PullRequest = {
  number: number
  id: string
  title: string
  head: string
  base: string
  draft: boolean
  labels: string[]
  state: "open" | "closed" | "merged"
  created: string
}

const USER = {
  id: 1,
  login: "maintainer",
  name: "A Maintainer",
  email: "maintainer@example.com",
  avatar_url: "",
  html_url: "https://github.com/maintainer",
}

/** Git's name for a file's bytes: the SHA-1 of its header and bytes. */
const blobSha = (bytes: Buffer) =>
  createHash("sha1")
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest("hex")

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString("utf8")
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined
}

/** The aliased parts of a batched GraphQL query ("content_0: object(oid: …) {…}"), in order. */
const aliasedParts = (query: string) => {
  const starts = [...query.matchAll(/\b([a-z]+_\d+): /g)]
  return starts.map((match, index) => ({
    alias: match[1],
    fragment: query.slice(match.index + match[0].length, starts[index + 1]?.index ?? undefined),
  }))
}

/**
 * Starts the stand-in with `files` (repository path → bytes) as the one commit on `main` of
 * `owner/name`. Returns its address, what it recorded, and the means to post a commit status.
 */
export const startGitHub = async (repository: string, files: Map<string, Buffer>) => {
  const [owner, name] = repository.split("/")
  const blobs = new Map<string, Buffer>()
  const commits = new Map<string, Commit>()
  const refs = new Map<string, string>()
  const pulls: PullRequest[] = []
  const statuses = new Map<string, CommitStatus[]>()
  const checkRuns = new Map<string, CheckRun[]>()
  /** The statuses and check runs the editor was last given for each commit. */
  const read = new Map<string, CommitStatus[]>()
  const checkRunsRead = new Map<string, CheckRun[]>()
  const recorded: Recorded[] = []
  const comments: Array<{ id: number; issue: number; body: string }> = []
  let clock = Date.parse("2026-05-01T10:00:00Z")
  const now = () => new Date((clock += 1000)).toISOString()

  const store = (bytes: Buffer) => {
    const sha = blobSha(bytes)
    blobs.set(sha, bytes)
    return sha
  }
  const commit = (files: Map<string, string>, message: string) => {
    const date = now()
    const oid = createHash("sha1").update(`${message}${date}${commits.size}`).digest("hex")
    commits.set(oid, { oid, files, message, date })
    return oid
  }
  refs.set("main", commit(new Map([...files].map(([path, bytes]) => [path, store(bytes)])), "Site"))

  const head = (branch: string) => commits.get(refs.get(branch) ?? "")
  const pullByNumber = (number: number) => pulls.find(pull => pull.number === number)

  const history = (oid: string | undefined) => {
    const found = commits.get(oid ?? "")
    return found
      ? {
          nodes: [
            {
              oid: found.oid,
              message: found.message,
              committedDate: found.date,
              author: {
                name: USER.name,
                email: USER.email,
                avatarUrl: "",
                user: { id: 1, login: USER.login },
              },
            },
          ],
        }
      : { nodes: [] }
  }

  /** The fields of one commit the editor reads for its deploy preview. */
  const commitChecks = (oid: string) => {
    read.set(oid, statuses.get(oid) ?? [])
    checkRunsRead.set(oid, checkRuns.get(oid) ?? [])
    const runs = checkRuns.get(oid) ?? []
    return {
      oid,
      status: { contexts: statuses.get(oid) ?? [] },
      deployments: { nodes: [] },
      checkSuites: { nodes: runs.length > 0 ? [{ checkRuns: { nodes: runs } }] : [] },
    }
  }

  const graphql = (query: string, variables: Record<string, unknown>) => {
    const input = (variables.input ?? {}) as Record<string, unknown>
    const branch = String(variables.branch ?? "main")
    const field = /^\s*(?:query|mutation)[^{]*\{\s*(?:\w+: )?(\w+)/.exec(query)?.[1] ?? ""
    if (field === "createRef") {
      const ref = String(input.name).replace(/^refs\/heads\//, "")
      if (refs.has(ref)) return { errors: [{ message: `A ref named "${ref}" already exists` }] }
      refs.set(ref, String(input.oid))
      return { data: { createRef: { ref: { name: input.name } } } }
    }
    if (field === "createCommitOnBranch") {
      const target = (input.branch as { branchName: string }).branchName
      const parent = head(target)
      if (!parent || parent.oid !== input.expectedHeadOid) {
        return { errors: [{ message: "Expected branch to point to another commit" }] }
      }
      const files = new Map(parent.files)
      const changes = input.fileChanges as {
        additions?: Array<{ path: string; contents: string }>
        deletions?: Array<{ path: string }>
      }
      for (const { path } of changes.deletions ?? []) files.delete(path)
      for (const { path, contents } of changes.additions ?? []) {
        files.set(path, store(Buffer.from(contents, "base64")))
      }
      const oid = commit(files, (input.message as { headline: string }).headline)
      refs.set(target, oid)
      const shas = Object.fromEntries(
        [...query.matchAll(/(file_\d+): file\(path: ("[^"]*")\)/g)].map(([, alias, path]) => [
          alias,
          { oid: files.get(JSON.parse(path) as string) },
        ]),
      )
      return {
        data: {
          createCommitOnBranch: {
            commit: { oid, committedDate: commits.get(oid)?.date, ...shas },
          },
        },
      }
    }
    if (field === "markPullRequestReadyForReview" || field === "convertPullRequestToDraft") {
      const pull = pulls.find(candidate => candidate.id === input.pullRequestId)
      if (pull) pull.draft = field === "convertPullRequestToDraft"
      return { data: { [field]: { pullRequest: { isDraft: pull?.draft } } } }
    }
    if (query.includes("fork: repository(")) {
      return {
        data: {
          fork: { id: "R_1" },
          base: { ref: { target: { oid: refs.get(String(variables.branch ?? "main")) } } },
        },
      }
    }
    if (query.includes("defaultBranchRef")) {
      return { data: { repository: { defaultBranchRef: { name: "main" } } } }
    }
    if (query.includes("pullRequests(headRefName")) {
      const open = pulls.filter(pull => pull.head === branch && pull.state === "open")
      return { data: { repository: { pullRequests: { totalCount: open.length } } } }
    }
    if (query.includes("pullRequests(")) {
      const nodes = pulls
        .filter(pull => pull.state === "open")
        .map(pull => ({
          id: pull.id,
          number: pull.number,
          title: pull.title,
          url: `https://github.com/${repository}/pull/${pull.number}`,
          isDraft: pull.draft,
          isCrossRepository: false,
          createdAt: pull.created,
          updatedAt: pull.created,
          headRefName: pull.head,
          headRefOid: refs.get(pull.head),
          author: {
            login: USER.login,
            avatarUrl: "",
            name: USER.name,
            email: USER.email,
            databaseId: 1,
          },
          labels: { nodes: pull.labels.map(label => ({ name: label })) },
          files: {
            nodes: [...(head(pull.head)?.files ?? [])]
              .filter(([path, sha]) => head(pull.base)?.files.get(path) !== sha)
              .map(([path]) => ({ path, changeType: "MODIFIED" })),
          },
        }))
      return { data: { repository: { pullRequests: { nodes } } } }
    }
    const parts = aliasedParts(query)
    if (parts.length > 0) {
      const answers = parts.map(({ alias, fragment }) => {
        const oid = /^object\(oid: "([^"]+)"\)/.exec(fragment)?.[1]
        if (oid && commits.has(oid)) return [alias, commitChecks(oid)]
        if (oid) {
          const bytes = blobs.get(oid)
          return [alias, bytes ? { text: bytes.toString("utf8"), isTruncated: false } : null]
        }
        const expression = /^object\(expression: "([^"]+)"\)/.exec(fragment)?.[1]
        if (expression) {
          const [ref, path] = expression.split(/:(.*)/s)
          const sha = head(ref)?.files.get(path)
          const bytes = blobs.get(sha ?? "")
          return [
            alias,
            bytes
              ? {
                  oid: sha,
                  byteSize: bytes.length,
                  isBinary: !/\.(json|md|txt)$/.test(path),
                  isTruncated: false,
                  text: bytes.toString("utf8"),
                }
              : null,
          ]
        }
        // The last commit that changed a file ("history(first: 1, path: …)").
        return [alias, { target: { history: history(refs.get(branch)) } }]
      })
      return { data: { repository: Object.fromEntries(answers) } }
    }
    if (query.includes("history(first: 1)")) {
      return {
        data: {
          repository: {
            ref: refs.has(branch) ? { target: { history: history(refs.get(branch)) } } : null,
          },
        },
      }
    }
    if (query.includes("ref(qualifiedName: $branch)")) {
      return { data: { repository: { ref: { target: { oid: refs.get(branch) } } } } }
    }
    return {
      errors: [{ message: `The stand-in does not know this query: ${query.slice(0, 200)}` }],
    }
  }

  const rest = (method: string, path: string, body: Record<string, unknown> | undefined) => {
    const repo = `/repos/${owner}/${name}`
    const route = (pattern: RegExp) => pattern.exec(path.replace(/\?.*$/, ""))
    let match: RegExpExecArray | null
    if (method === "GET" && path === "/user") return [200, USER]
    if (method === "GET" && route(new RegExp(`^${repo}/collaborators/`))) return [204, undefined]
    if (method === "GET" && (match = route(new RegExp(`^${repo}/git/trees/([^/]+)$`)))) {
      const found = commits.get(match[1]) ?? head(match[1])
      const tree = [...(found?.files ?? [])].map(([file, sha]) => ({
        path: file,
        mode: "100644",
        type: "blob",
        sha,
        size: blobs.get(sha)?.length ?? 0,
      }))
      return [200, { sha: found?.oid, tree, truncated: false }]
    }
    if (method === "GET" && (match = route(new RegExp(`^${repo}/git/blobs/([0-9a-f]+)$`)))) {
      return [200, blobs.get(match[1]), "application/octet-stream"]
    }
    if (method === "POST" && path === `${repo}/pulls`) {
      const number = pulls.length + 1
      const created = now()
      pulls.push({
        number,
        id: `PR_${number}`,
        title: String(body?.title),
        head: String(body?.head),
        base: String(body?.base),
        draft: body?.draft === true,
        labels: [],
        state: "open",
        created,
      })
      return [
        201,
        {
          number,
          node_id: `PR_${number}`,
          title: body?.title,
          html_url: `https://github.com/${repository}/pull/${number}`,
          head: { sha: refs.get(String(body?.head)) },
          created_at: created,
          updated_at: created,
        },
      ]
    }
    if ((match = route(new RegExp(`^${repo}/issues/(\\d+)/comments$`)))) {
      const issue = Number(match[1])
      if (method === "POST") {
        const added = { id: comments.length + 1, issue, body: String(body?.body) }
        comments.push(added)
        return [201, added]
      }
      return [200, comments.filter(existing => existing.issue === issue)]
    }
    if (method === "PATCH" && (match = route(new RegExp(`^${repo}/issues/comments/(\\d+)$`)))) {
      const existing = comments.find(candidate => candidate.id === Number(match?.[1]))
      if (!existing) return [404, { message: "Not Found" }]
      existing.body = String(body?.body)
      return [200, existing]
    }
    if ((match = route(new RegExp(`^${repo}/issues/(\\d+)(/labels)?$`)))) {
      const pull = pullByNumber(Number(match[1]))
      if (!pull) return [404, { message: "Not Found" }]
      const labels = (body?.labels ?? []) as string[]
      if (method === "POST" && match[2]) pull.labels.push(...labels)
      if (method === "PATCH") pull.labels = labels
      return [200, { number: pull.number, labels: pull.labels.map(label => ({ name: label })) }]
    }
    if (method === "PUT" && (match = route(new RegExp(`^${repo}/pulls/(\\d+)/merge$`)))) {
      const pull = pullByNumber(Number(match[1]))
      const merged = pull && head(pull.head)
      if (!pull || !merged) return [404, { message: "Not Found" }]
      refs.set(pull.base, commit(new Map(merged.files), String(body?.commit_title)))
      pull.state = "merged"
      return [200, { merged: true, sha: refs.get(pull.base) }]
    }
    if (method === "DELETE" && (match = route(new RegExp(`^${repo}/git/refs/heads/(.+)$`)))) {
      refs.delete(decodeURI(match[1]))
      return [204, undefined]
    }
    return [404, { message: `The stand-in does not know ${method} ${path}` }]
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? "GET"
    // The editor's addresses: {api_root}/api/v3/… (REST) and {api_root}/api/graphql.
    const path = (request.url ?? "").replace(/^.*?\/api\/(v3|graphql)/, (_, api) =>
      api === "graphql" ? "/graphql" : "",
    )
    const body = await readBody(request)
    const token = /^token (.+)$/.exec(request.headers.authorization ?? "")?.[1]
    let status: number
    let answer: unknown
    let type = "application/json"
    if (path === "/graphql") {
      const { query, variables = {} } = body as {
        query: string
        variables?: Record<string, unknown>
      }
      // A mutation by its name; a query by what it asks of the repository.
      const graphqlField =
        /^\s*mutation[^{]*\{\s*(\w+)/.exec(query)?.[1] ??
        /\{\s*(?:(fork): )?repository\([^)]*\)\s*\{\s*(\w+)/.exec(query)?.slice(1).find(Boolean) ??
        ""
      recorded.push({ method, path, token, graphql: graphqlField, body: { query, variables } })
      status = 200
      answer = graphql(query, variables)
    } else {
      recorded.push({ method, path, token, ...(body ? { body } : {}) })
      ;[status, answer, type = "application/json"] = rest(method, path, body) as [
        number,
        unknown,
        string?,
      ]
    }
    // Each answer closes its connection: a connection kept open is closed by Node's server after
    // 5 s idle, and a request the page sends on it just then fails (ECONNRESET), as one of the
    // editor's polls once did.
    response.writeHead(status, { "content-type": type, connection: "close" })
    response.end(
      Buffer.isBuffer(answer) ? answer : answer === undefined ? "" : JSON.stringify(answer),
    )
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    recorded,
    /** The commit a branch is at. */
    head: (branch: string) => refs.get(branch),
    /** A file on a branch, as text. */
    file: (branch: string, path: string) =>
      blobs.get(head(branch)?.files.get(path) ?? "")?.toString("utf8"),
    /** The comments on a pull request (an issue, to GitHub's REST API). */
    comments: (issue: number) =>
      comments.filter(existing => existing.issue === issue).map(({ body }) => body),
    /** The statuses of a commit the editor has last read. */
    statusesRead: (oid: string) => read.get(oid),
    /** The check runs of a commit the editor has last read. */
    checkRunsRead: (oid: string) => checkRunsRead.get(oid),
    /** Reports a check run, or its next state, as a host does for its build of a commit. */
    setCheckRun: (oid: string, run: CheckRun) =>
      checkRuns.set(oid, [
        ...(checkRuns.get(oid) ?? []).filter(existing => existing.name !== run.name),
        run,
      ]),
    /** Posts a commit status, as a host does on a pull request's commit. */
    setStatus: (oid: string, status: CommitStatus) =>
      statuses.set(oid, [
        ...(statuses.get(oid) ?? []).filter(s => s.context !== status.context),
        status,
      ]),
    close: () => new Promise(resolve => server.close(resolve)),
  }
}

/**
 * Points the editor in `page` at the stand-in: the editor's policy lets it reach only its own
 * site, so its API address is a path on the site (`baseURL`/github), which the browser hands to
 * the stand-in, and its configuration names `repository` there.
 */
export const editorUsesStandIn = async (
  page: Page,
  github: { url: string },
  { baseURL, repository }: { baseURL: string; repository: string },
) => {
  const apiRoot = `${baseURL}/github`
  await page.route(`${apiRoot}/**`, async route => {
    const url = route.request().url().replace(apiRoot, github.url)
    await route.fulfill({ response: await route.fetch({ url }) })
  })
  await page.route("**/admin/config.json", async route => {
    const response = await route.fetch()
    await route.fulfill({
      response,
      json: namingStandIn(await response.json(), apiRoot, repository),
    })
  })
}

/**
 * The editor's configuration, its backend the stand-in at `apiRoot`, holding `repository`; and,
 * where a sign-in worker's stand-in is given (support/sign-in-worker.ts), its address as the
 * worker's, where an owner's build names the worker's (CMS_AUTH_URL).
 */
const namingStandIn = (
  config: { backend: object },
  apiRoot: string,
  repository: string,
  signIn?: string,
) => ({
  ...config,
  backend: {
    ...config.backend,
    repo: repository,
    api_root: apiRoot,
    ...(signIn ? { base_url: signIn } : {}),
  },
})

/**
 * The site as the editor in WebKit sees it, where the browser cannot be asked to route requests
 * (WebDriver classic): a server on 127.0.0.1 in front of the site's, which sends `/github/…` to
 * the stand-in, names the stand-in in `/admin/config.json` (and `signIn`, a sign-in worker's
 * stand-in, as the worker), and hands every other request to the site as it is, headers and all.
 * It records the path of every request it gets.
 */
export const siteWithStandIn = async (
  github: { url: string },
  { baseURL, repository, signIn }: { baseURL: string; repository: string; signIn?: string },
) => {
  const requests: string[] = []
  const forward = async (request: IncomingMessage, target: string) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = ["GET", "HEAD"].includes(request.method ?? "GET")
      ? undefined
      : Buffer.concat(chunks)
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === "string" && !["host", "accept-encoding"].includes(entry[0]),
      ),
    )
    return fetch(target, { method: request.method, headers, body, redirect: "manual" })
  }
  const answer = async (response: ServerResponse, from: Response, body?: Buffer) => {
    // fetch has undone the compression: its headers go with it.
    const headers = [...from.headers].filter(
      ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
    )
    response.writeHead(from.status, Object.fromEntries(headers))
    response.end(body ?? Buffer.from(await from.arrayBuffer()))
  }
  const server = createServer(async (request, response) => {
    const address = request.url ?? "/"
    requests.push(address)
    try {
      if (address.startsWith("/github/")) {
        return await answer(response, await forward(request, github.url + address.slice(7)))
      }
      const fromSite = await forward(request, baseURL + address)
      if (address.split("?")[0] !== "/admin/config.json") return await answer(response, fromSite)
      const config = namingStandIn(await fromSite.json(), `${origin}/github`, repository, signIn)
      return await answer(response, fromSite, Buffer.from(JSON.stringify(config)))
    } catch (error) {
      response.writeHead(502).end(String(error))
    }
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    requests,
    close: () => new Promise(resolve => server.close(resolve)),
  }
}

/** The repository's files as the project has them, to seed the stand-in: content/*.json and content/images/*. */
export const projectContent = () =>
  new Map(
    ["content", "content/images"].flatMap(folder =>
      readdirSync(folder, { withFileTypes: true })
        .filter(entry => entry.isFile())
        .map(entry => [`${folder}/${entry.name}`, readFileSync(path.join(folder, entry.name))]),
    ),
  )

/**
 * Marks the open change Ready, as a maintainer does from its Status menu. The editor reads an
 * unpublished change's statuses every 5 s and draws its toolbar anew, which can close the menu as
 * Ready is chosen: it is chosen again until the status says Ready.
 */
export const markReady = (page: Page) =>
  expect(async () => {
    await page.getByRole("button", { name: /^Status:/ }).click()
    await page.getByRole("menuitemradio", { name: "Ready" }).click({ timeout: 2_000 })
    await expect(page.getByRole("button", { name: /^Status: .Ready/ })).toBeVisible({
      timeout: 3_000,
    })
  }).toPass({ timeout: 30_000 })

/**
 * Signs in on the editor's page in `page` through the sign-in worker its configuration names (a
 * stand-in: support/sign-in-worker.ts). The editor writes the service's name between invisible
 * direction marks.
 */
export const signInThroughWorker = (page: Page) =>
  page.getByRole("button", { name: /^Sign In with\W*GitHub\W*$/ }).click()

/** The new subtitle of the change the rounds through GitHub make, and the docs' pictures show. */
export const NEW_SUBTITLE = "A journey of faith and music that is still being written."

/**
 * A maintainer's change through GitHub: the bio opened, its subtitle made NEW_SUBTITLE, saved and
 * sent for review. Returns the bio's entry in the list, back in view.
 */
export const sendBioForReview = async (page: Page) => {
  const bio = page.getByRole("gridcell", { name: "Bio: the text of the Our Story page" })
  await bio.click()
  await page.getByRole("textbox", { name: "Subtitle", exact: true }).fill(NEW_SUBTITLE)
  await page.getByRole("button", { name: "Save" }).click()
  await page.getByRole("button", { name: "Send for Review" }).click()
  await expect(bio).toBeVisible()
  return bio
}

/** Signs in on the editor's page in `page` with a token, which the stand-in takes as GitHub would. */
export const signInWithToken = async (page: Page) => {
  await page.getByRole("button", { name: "Sign In Using Access Token" }).click()
  await page.getByRole("textbox").last().fill("github_pat_for_the_stand_in")
  await page.keyboard.press("Enter")
}

/**
 * Closes the stand-in once `page` has left the editor. The editor asks GitHub for news on its own:
 * a request through the route as the stand-in closed failed the test after all its checks had
 * passed (ECONNREFUSED, on a busy machine), and one after the route was gone would reach the site's
 * server instead (a 404). Leaving the page cancels what it still had on its way (which the guard
 * allows); a handler still running then has its error ignored.
 */
export const stopStandIn = async (page: Page, github: { close: () => Promise<unknown> }) => {
  await page.goto("about:blank")
  await page.unrouteAll({ behavior: "ignoreErrors" })
  await github.close()
}
