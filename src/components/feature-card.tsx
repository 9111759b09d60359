import Calendar from "lucide-react/icons/calendar"
import Disc3 from "lucide-react/icons/disc-3"
import Music from "lucide-react/icons/music"
import Users from "lucide-react/icons/users"
import type { LucideIcon } from "lucide-react"
import { useId } from "react"
import type { Feature, FeatureIcon } from "../types/content"
import ExternalLink from "./external-link"

const icons: Record<FeatureIcon, LucideIcon> = {
  album: Disc3,
  calendar: Calendar,
  community: Users,
  music: Music,
}

const actionStyle = "button-primary mt-6"

type FeatureCardProps = {
  feature: Feature
}

/**
 * A Home "Experience" card, named by its title for those who move from card to card. With a url in
 * content its action opens that page in a new tab; without one the action is a button that does
 * nothing yet.
 */
const FeatureCard = ({
  feature: { icon, title, description, actionLabel, url },
}: FeatureCardProps) => {
  const Icon = icons[icon]
  const titleId = useId()
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col items-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10"
    >
      <span className="grid size-12 place-items-center rounded-full bg-sand text-plum">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 id={titleId} className="mt-4 font-display text-xl font-bold">
        {title}
      </h3>
      <p className="mt-2 flex-1 text-ink/80">{description}</p>
      {url ? (
        <ExternalLink href={url} className={actionStyle}>
          {actionLabel}
        </ExternalLink>
      ) : (
        <button type="button" className={actionStyle}>
          {actionLabel}
        </button>
      )}
    </article>
  )
}

export default FeatureCard
