import { siFacebook, siInstagram, siYoutube, type SimpleIcon } from "simple-icons"

const icons: Record<Queries.SocialNetwork, SimpleIcon> = {
  Facebook: siFacebook,
  Instagram: siInstagram,
  YouTube: siYoutube,
}

type BrandIconProps = {
  network: Queries.SocialNetwork
  className?: string
}

const BrandIcon = ({ network, className = "size-6" }: BrandIconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    <path d={icons[network].path} />
  </svg>
)

export default BrandIcon
