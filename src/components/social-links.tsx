import type { SocialLink } from "../types/content"
import ExternalLink from "./external-link"
import BrandIcon from "./brand-icon"
import IconTooltip from "./icon-tooltip"

type SocialLinksProps = {
  links: readonly SocialLink[]
}

/** One round icon link per social profile; each entry in content decides whether it opens a new tab. */
const SocialLinks = ({ links }: SocialLinksProps) => (
  <ul className="flex flex-wrap justify-center gap-4">
    {links.map(({ network, url, newTab }) => (
      <li key={network}>
        <IconTooltip label={network} side="top">
          <ExternalLink
            href={url}
            newTab={newTab}
            aria-label={network}
            className="grid size-12 place-items-center rounded-full bg-cream text-plum transition-colors hover:bg-gold"
          >
            <BrandIcon network={network} />
          </ExternalLink>
        </IconTooltip>
      </li>
    ))}
  </ul>
)

export default SocialLinks
