import type { Page } from "@playwright/test"
import type { WebKitPage } from "./webkit/page"

/**
 * The addresses the page has opened in windows of their own (a preview's tab): in Chromium and
 * Firefox, the requests to other hosts the guard answered (support/fixtures.ts), as such a window
 * asks for its page there; in WebKit, where the guard sees no request, the other windows' own
 * addresses, over WebDriver.
 */
export const openedAddresses = async (
  page: Page,
  guard: { externalRequests: string[] },
  browserName: string,
) =>
  browserName === "webkit" ? (page as unknown as WebKitPage).otherWindows() : guard.externalRequests

/** Closes the windows the page opened: in WebKit they outlast the test in the worker's session. */
export const closeOpenedWindows = async (page: Page, browserName: string) => {
  if (browserName === "webkit") await (page as unknown as WebKitPage).otherWindows({ close: true })
}
