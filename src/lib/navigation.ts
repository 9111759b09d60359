export const navigation = [
  { label: "Home", to: "/" },
  { label: "Bio", to: "/bio" },
  { label: "Photos", to: "/photos" },
  { label: "Videos", to: "/videos" },
  { label: "Merch", to: "/merch" },
] as const

/** "/bio/" and "/bio" are the same page; "/" stays "/". */
const normalise = (pathname: string) => pathname.replace(/(.)\/+$/, "$1")

export const isCurrentPage = (pathname: string, to: string) => normalise(pathname) === to
