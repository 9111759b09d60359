import { graphql, type HeadFC, type PageProps } from "gatsby"
import BrandIcon from "../components/brand-icon"
import PageHeader from "../components/page-header"
import Seo from "../components/seo"
import VideoCard from "../components/video-card"
import { useSite } from "../hooks/use-site"
import ExternalLink from "../components/external-link"

const VideosPage = ({ data: { allVideosJson } }: PageProps<Queries.VideosPageQuery>) => {
  const { channelUrl } = useSite()
  return (
    <>
      <PageHeader title="Videos" subtitle="Behind the Scenes Rehearsal Videos" />
      <section aria-label="Videos" className="px-4 py-16 sm:px-6">
        <ul className="mx-auto grid max-w-5xl grid-cols-1 gap-8 sm:grid-cols-2">
          {allVideosJson.nodes.map(video => (
            <li key={video.jsonId}>
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

export default VideosPage

export const Head: HeadFC<Queries.VideosPageQuery> = ({ data, location }) => (
  <Seo
    data={data}
    title="Videos"
    pathname={location.pathname}
    description={name => `Behind the scenes rehearsal videos of the ${name} reunion.`}
  />
)

export const query = graphql`
  query VideosPage {
    ...Site
    allVideosJson {
      nodes {
        ...VideoCard
      }
    }
  }
`
