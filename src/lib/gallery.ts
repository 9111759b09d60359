/** How many photos one gallery page shows. Beyond it the gallery continues on /photos/2, … */
export const PHOTOS_PER_PAGE = 24

/** The address of a gallery page: /photos for the first, /photos/2 and on for the rest. */
export const galleryPath = (pageNumber: number) =>
  pageNumber === 1 ? "/photos" : `/photos/${pageNumber}`

/** The part of the gallery a page shows, passed to it in its page context. */
export type GalleryPageContext = {
  skip: number
  limit: number
  pageNumber: number
  pageCount: number
}

/**
 * The gallery's pages, in content order (oldest first, as maintainers add new photos at the end),
 * so that adding a photo changes only the last page.
 */
export const galleryPages = (photoCount: number): GalleryPageContext[] => {
  const pageCount = Math.max(1, Math.ceil(photoCount / PHOTOS_PER_PAGE))
  return Array.from({ length: pageCount }, (_, index) => ({
    skip: index * PHOTOS_PER_PAGE,
    limit: PHOTOS_PER_PAGE,
    pageNumber: index + 1,
    pageCount,
  }))
}
