/**
 * Stands in for the `gatsby` package in unit tests, as Gatsby's testing guide does: Link becomes
 * a plain anchor that navigates without a page load.
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from "react"

export const navigate = jest.fn()

export const graphql = () => ""

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
