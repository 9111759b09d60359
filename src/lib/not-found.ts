/** Marks the not-found page, so the browser script knows to log the address that was tried. */
export const NOT_FOUND_SELECTOR = "[data-not-found]"

export const notFoundMessage = (pathname: string) =>
  `404 Error: User attempted to access non-existent route: ${pathname}`
