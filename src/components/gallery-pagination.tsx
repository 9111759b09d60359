import { Link } from "gatsby"
import { galleryPath } from "../lib/gallery"

type GalleryPaginationProps = {
  pageNumber: number
  pageCount: number
}

const linkStyle =
  "grid min-h-11 min-w-11 place-items-center rounded-full px-3 font-semibold sm:px-4 text-plum ring-1 ring-plum/30 hover:bg-plum hover:text-cream aria-[current=page]:bg-plum aria-[current=page]:text-cream"

/** Links to every page of the gallery, with the current one marked; none for a single page. */
const GalleryPagination = ({ pageNumber, pageCount }: GalleryPaginationProps) => {
  if (pageCount < 2) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label="Gallery pages" className="mx-auto mt-12 max-w-6xl">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {pageNumber > 1 && (
          <li>
            <Link to={galleryPath(pageNumber - 1)} rel="prev" className={linkStyle}>
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        )}
        {pages.map(page => (
          <li key={page}>
            <Link
              to={galleryPath(page)}
              aria-current={page === pageNumber ? "page" : undefined}
              className={linkStyle}
            >
              <span className="sr-only">Page </span>
              {page}
            </Link>
          </li>
        ))}
        {pageNumber < pageCount && (
          <li>
            <Link to={galleryPath(pageNumber + 1)} rel="next" className={linkStyle}>
              Next<span className="sr-only"> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

export default GalleryPagination
