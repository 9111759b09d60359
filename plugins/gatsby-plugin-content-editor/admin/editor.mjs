/**
 * The content editor's page script: Sveltia CMS, started with the configuration the build makes
 * from the content model (config.json beside this file, see admin.ts).
 * A site built with no repository to save to (CMS_GITHUB_REPO) can be edited only on the
 * maintainer's own machine, in the project's folder: there the editor offers that folder; on the
 * published site it says in one line what the site's owner must set, instead of offering a GitHub
 * sign-in that cannot work. So does a site on a host without a sign-in of its own (Cloudflare,
 * `data-sign-in="worker"` on the page) whose build names no sign-in worker (CMS_AUTH_URL).
 */
import CMS from "@sveltia/cms"
import { registerPreviews } from "./preview.mjs"

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"]
/**
 * The local editor asks for "the root directory of the “…” repository", naming the last part of
 * the repository's name: the project's folder, as the build that made this page found it
 * (admin.ts).
 */
const LOCAL_REPOSITORY = `local/${document.documentElement.dataset.projectFolder}`

/**
 * A new photo, video or product gets the next free number as its `id` when it is saved: the form
 * has no field for it (cms.ts), and the entries already there keep theirs.
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const missing = id => id === undefined || id === null || id === ""
    const items = entry.getIn(["data", "items"])
    const ids = items?.map?.(item => item?.get?.("id"))
    // Lists whose ids are names (the home page cards) are the maintainer's to name.
    if (!ids || ids.some(id => !missing(id) && !Number.isInteger(id))) return entry
    let last = Math.max(0, ...ids.filter(Number.isInteger))
    return entry.setIn(
      ["data", "items"],
      items.map(item => (missing(item.get("id")) ? item.set("id", ++last) : item)),
    )
  },
})

const response = await fetch(new URL("config.json", import.meta.url))
const config = await response.json()
// Each content file's preview, drawn by the site (preview.mjs).
await registerPreviews(CMS, config, new URL("preview.json", import.meta.url))

/** Says in one line, in place of the editor, what the site's owner must set for it to work. */
const notConnected = text => {
  const notice = document.createElement("p")
  notice.setAttribute("role", "status")
  notice.style.cssText =
    "max-width: 40rem; margin: 4rem auto; padding: 0 1rem; font: 1.125rem/1.5 sans-serif"
  notice.textContent = text
  document.body.append(notice)
}

const local = LOCAL_HOSTS.includes(location.hostname)
const needsSignInWorker =
  document.documentElement.dataset.signIn === "worker" && !config.backend.base_url

if (!config.backend.repo && local) {
  CMS.init({ config: { ...config, backend: { ...config.backend, repo: LOCAL_REPOSITORY } } })
} else if (!config.backend.repo) {
  notConnected(
    "This editor is not connected to the site's repository yet: the site's owner sets " +
      "CMS_GITHUB_REPO to the repository's owner/name in the host's build settings " +
      "(on Netlify: Site configuration, Environment variables; on Cloudflare: the site's Worker, " +
      "Settings, Build, Variables and secrets) and deploys again.",
  )
} else if (needsSignInWorker && !local) {
  notConnected(
    "Members cannot sign in to this editor yet: the site's owner deploys the sign-in worker, " +
      "then sets CMS_AUTH_URL to that worker's address in the site's own Worker (Settings, Build, " +
      "Variables and secrets) and builds again.",
  )
} else {
  CMS.init({ config })
}
