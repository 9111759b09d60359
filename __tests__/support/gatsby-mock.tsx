/**
 * Stands in for the `gatsby` package in unit tests, as Gatsby's testing guide does: Link becomes
 * a plain anchor that navigates without a page load, and site-wide queries answer with the real
 * content of content/site.json.
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from "react"
import { siteQuery } from "./content"

export const navigate = jest.fn()

export const graphql = () => ""

export const useStaticQuery = jest.fn(() => siteQuery)

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(
  ({ to, onClick, children, ...rest }, ref) => (
    <a
      {...rest}
      ref={ref}
      href={to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        event.preventDefault()
        navigate(to)
      }}
    >
      {children}
    </a>
  ),
)
Link.displayName = "Link"
