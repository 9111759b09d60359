import BrandIcon from "../components/brand-icon"
import ExternalLink from "../components/external-link"
import PageHeader from "../components/page-header"
import Seo from "../components/seo"
import VideoCard from "../components/video-card"
import type { Video } from "../types/content"
import { useSite } from "../hooks/use-site"
import type { HeadProps } from "./types"

export type VideosProps = { videos: readonly Video[] }

/** The rehearsal videos (content/videos.json), each a link to its page on the video site. */
export const VideosView = ({ videos }: VideosProps) => {
  const { channelUrl } = useSite()
  return (
    <>
      <PageHeader title="Videos" subtitle="Behind the Scenes Rehearsal Videos" />
      <section aria-label="Videos" className="px-4 py-16 sm:px-6">
        <ul className="mx-auto grid max-w-5xl grid-cols-1 gap-8 sm:grid-cols-2">
          {videos.map(video => (
            <li key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <ExternalLink href={channelUrl} className="button-primary">
            <BrandIcon network="YouTube" className="size-5" />
            Visit Our YouTube Channel
          </ExternalLink>
        </div>
      </section>
    </>
  )
}

export const VideosHead = ({ site, pathname }: HeadProps) => (
  <Seo
    site={site}
    title="Videos"
    pathname={pathname}
    description={name => `Behind the scenes rehearsal videos of the ${name} reunion.`}
  />
)
