/**
 * Stands in for the `gatsby` package in unit tests, as Gatsby's testing guide does: Link becomes
 * a plain anchor that navigates without a page load.
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react"

export const navigate = jest.fn()

export const graphql = () => ""

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  ref?: Ref<HTMLAnchorElement>
}

export const Link = ({ to, onClick, children, ...rest }: LinkProps) => (
  <a
    {...rest}
    href={to}
    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event)
      event.preventDefault()
      navigate(to)
    }}
  >
    {children}
  </a>
)
