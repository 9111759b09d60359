import { Link } from "gatsby"
import { useSite } from "../hooks/use-site"
import ExternalLink from "./external-link"
import { isCurrentPage, navigation } from "../lib/navigation"

/**
 * The year of the copyright line. A page is rendered once, when the site is built, and never again
 * in the browser, so the year is the build's.
 */
const buildYear = () => new Date().getFullYear()

type SiteFooterProps = {
  pathname: string
}

/** Repeats the page links, so they are reachable on every screen even without JavaScript. */
const SiteFooter = ({ pathname }: SiteFooterProps) => {
  const { name, series, streamingUrl } = useSite()
  return (
    <footer className="bg-ink text-mist">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1fr_auto] md:items-start">
        <div>
          <p className="font-display text-xl text-cream">{name}</p>
          <p className="mt-1 text-sm">{series}</p>
          <ExternalLink
            href={streamingUrl}
            className="mt-4 inline-block text-sm text-gold underline underline-offset-4 hover:text-cream"
          >
            Listen on your streaming service
          </ExternalLink>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {navigation.map(({ label, to }) => (
              <li key={to}>
                <Link
                  to={to}
                  aria-current={isCurrentPage(pathname, to) ? "page" : undefined}
                  className="hover:text-gold aria-[current=page]:text-gold aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs md:col-span-2">
          © {buildYear()} {name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}

export default SiteFooter
