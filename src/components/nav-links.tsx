import { Link } from "gatsby"
import { isCurrentPage, navigation } from "../lib/navigation"

type NavLinksProps = {
  pathname: string
  orientation?: "horizontal" | "vertical"
  onNavigate?: () => void
}

const styles = {
  horizontal: {
    list: "flex items-center gap-1",
    link: "block border-b-2 border-transparent px-3 py-2 text-sm font-medium text-cream/90 hover:text-gold aria-[current=page]:border-gold aria-[current=page]:text-gold",
  },
  vertical: {
    list: "flex flex-col gap-1",
    link: "block rounded-md border-l-4 border-transparent px-4 py-3 text-lg font-medium text-cream hover:bg-white/10 aria-[current=page]:border-gold aria-[current=page]:bg-white/10 aria-[current=page]:text-gold",
  },
}

/** The five page links; the current page is marked for screen readers and by colour and a bar. */
const NavLinks = ({ pathname, orientation = "horizontal", onNavigate }: NavLinksProps) => (
  <ul className={styles[orientation].list}>
    {navigation.map(({ label, to }) => (
      <li key={to}>
        <Link
          to={to}
          aria-current={isCurrentPage(pathname, to) ? "page" : undefined}
          className={styles[orientation].link}
          onClick={onNavigate}
        >
          {label}
        </Link>
      </li>
    ))}
  </ul>
)

export default NavLinks
