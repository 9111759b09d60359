import type { AnchorHTMLAttributes } from "react"

/** What a screen reader hears after the name of a link that opens a new tab. */
export const NEW_TAB_TEXT = " (opens in a new tab)"

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & {
  href: string
  /** Whether the link opens a new tab: yes unless content says otherwise (a social link's newTab). */
  newTab?: boolean
}

/**
 * A link to another site. In a new tab, it gives that tab no handle on this page and tells screen
 * readers, in its label if it has one (an icon-only link) or in words only they read.
 */
const ExternalLink = ({
  newTab = true,
  children,
  "aria-label": label,
  ...props
}: ExternalLinkProps) => (
  <a
    {...props}
    {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    aria-label={label && newTab ? `${label}${NEW_TAB_TEXT}` : label}
  >
    {children}
    {newTab && !label ? <span className="sr-only">{NEW_TAB_TEXT}</span> : null}
  </a>
)

export default ExternalLink
