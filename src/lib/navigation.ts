export const navigation = [
  { label: "Home", to: "/" },
  { label: "Bio", to: "/bio" },
  { label: "Photos", to: "/photos" },
  { label: "Videos", to: "/videos" },
  { label: "Merch", to: "/merch" },
] as const

/** "/bio/" and "/bio" are the same page; "/" stays "/". */
const normalise = (pathname: string) => pathname.replace(/(.)\/+$/, "$1")

/** The page itself, or one of its own pages (the gallery's /photos/2 is under Photos). */
export const isCurrentPage = (pathname: string, to: string) => {
  const page = normalise(pathname)
  return page === to || (to !== "/" && page.startsWith(`${to}/`))
}
