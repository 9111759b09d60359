import { Link } from "gatsby"
import { useSite } from "../hooks/use-site"
import { MenuButton } from "./mobile-menu"
import NavLinks from "./nav-links"
import Picture from "./picture"

/**
 * The top bar's id: the page's head (gatsby-ssr.tsx) keeps the first frame of a page until the bar
 * is read, so that a change of page keeps it in place.
 */
export const TOP_BAR_ID = "top-bar"

type SiteHeaderProps = {
  pathname: string
}

const SiteHeader = ({ pathname }: SiteHeaderProps) => {
  const { name, logo } = useSite()
  return (
    <header
      id={TOP_BAR_ID}
      className="fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-ink/95 text-cream backdrop-blur [view-transition-name:top-bar]"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* The brand link is not navigation: only the page links mark the current page. */}
        <Link
          to="/"
          aria-current={undefined}
          className="flex min-w-0 items-center gap-3 rounded-md"
        >
          <Picture
            image={logo.image}
            alt=""
            loading="eager"
            className="block size-10 shrink-0 rounded-full"
          />
          <span className="truncate font-display text-lg font-semibold sm:text-xl">{name}</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks pathname={pathname} />
        </nav>
        <MenuButton />
      </div>
    </header>
  )
}

export default SiteHeader
