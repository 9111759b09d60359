import { randomUUID } from "node:crypto"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A stand-in for the sign-in worker a site's owner deploys on Cloudflare for the content editor
 * (sveltia/sveltia-cms-auth, named by the editor's `base_url`), with GitHub's authorization page
 * behind it, where the member says yes at once. It speaks the worker's protocol to the editor:
 * the editor opens `/auth?provider=github&site_id=<the site's host>` in a popup; the worker checks
 * the site against the domains it serves (its ALLOWED_DOMAINS) and sends the popup to GitHub,
 * which sends it back to `/callback` with a code; the callback's page says `authorizing:github`
 * to the editor, and when the editor answers, hands it the token
 * (`authorization:github:success:{"token":…,"provider":"github"}`), to the editor's origin only.
 * Here GitHub's page is `/login/oauth/authorize` on the stand-in itself, and the token is `token`.
 */
export const startSignInWorker = async ({
  token,
  allowedDomains,
}: {
  token: string
  allowedDomains: string[]
}) => {
  /** The sign-ins asked for, by the site they were asked for. */
  const signIns: Array<{ provider: string | null; site: string | null }> = []
  const states = new Set<string>()

  /** The callback's page, as the worker writes it: it talks to the editor that opened it. */
  const handshake = (
    content: Record<string, string>,
    state: "success" | "error",
  ) => `<!doctype html>
<html><body><script>
  window.addEventListener("message", ({ data, origin }) => {
    if (data === "authorizing:github") {
      window.opener?.postMessage(${JSON.stringify(`authorization:github:${state}:${JSON.stringify(content)}`)}, origin)
    }
  })
  window.opener?.postMessage("authorizing:github", "*")
</script></body></html>`

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in")
    const html = (page: string) =>
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page)
    if (url.pathname === "/auth") {
      const provider = url.searchParams.get("provider")
      const site = url.searchParams.get("site_id")
      signIns.push({ provider, site })
      if (!allowedDomains.includes(site ?? "")) {
        return html(
          handshake(
            {
              provider: "github",
              error: "Your domain is not allowed to use the authenticator.",
              errorCode: "UNSUPPORTED_DOMAIN",
            },
            "error",
          ),
        )
      }
      const state = randomUUID()
      states.add(state)
      return response.writeHead(302, { location: `/login/oauth/authorize?state=${state}` }).end()
    }
    if (url.pathname === "/login/oauth/authorize") {
      const state = url.searchParams.get("state") ?? ""
      return response.writeHead(302, { location: `/callback?code=granted&state=${state}` }).end()
    }
    if (url.pathname === "/callback") {
      const known = states.delete(url.searchParams.get("state") ?? "")
      return html(
        known
          ? handshake({ provider: "github", token }, "success")
          : handshake(
              {
                provider: "github",
                error: "Potential CSRF attack detected. Authentication flow aborted.",
                errorCode: "CSRF_DETECTED",
              },
              "error",
            ),
      )
    }
    response.writeHead(404).end()
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    signIns,
    close: () => new Promise(resolve => server.close(resolve)),
  }
}
