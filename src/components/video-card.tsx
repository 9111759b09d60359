import NewTabIcon from "lucide-react/icons/external-link"
import Play from "lucide-react/icons/play"
import type { Video } from "../types/content"
import ExternalLink from "./external-link"

type VideoCardProps = {
  video: Video
}

/** The whole card is a link to the video's page on the video site; no player is embedded. */
const VideoCard = ({ video: { title, category, url } }: VideoCardProps) => (
  <ExternalLink
    href={url}
    className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 transition-shadow hover:shadow-lg"
  >
    <span className="grid aspect-video place-items-center bg-linear-to-br from-plum to-plum-light text-cream">
      <span className="grid size-16 place-items-center rounded-full bg-cream/15 transition-colors group-hover:bg-gold group-hover:text-ink">
        <Play aria-hidden="true" className="size-8" />
      </span>
    </span>
    <span className="flex flex-1 flex-col p-5">
      <span className="text-sm font-semibold tracking-wide text-gold-deep uppercase">
        {category}
      </span>
      <span className="mt-1 flex items-start justify-between gap-3 font-display text-xl font-bold">
        {title}
        <NewTabIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-ink/60" />
      </span>
    </span>
  </ExternalLink>
)

export default VideoCard
