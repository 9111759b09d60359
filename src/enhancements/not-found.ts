import { NOT_FOUND_SELECTOR, notFoundMessage } from "../lib/not-found"

/** The not-found page's own addresses: asking for one of these is not a missing route. */
const ownRoutes = new Set(["/404", "/404/", "/404.html"])

/**
 * The host answers every unknown address with the not-found page; this logs which address the
 * visitor tried, as an error, so that it shows in the browser's console and error reporting.
 */
export const logMissingRoute = () => {
  if (!document.querySelector(NOT_FOUND_SELECTOR)) return
  const { pathname } = window.location
  if (!ownRoutes.has(pathname)) console.error(notFoundMessage(pathname))
}
