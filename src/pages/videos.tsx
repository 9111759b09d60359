import { graphql, type HeadFC, type PageProps } from "gatsby"
import { siteFrom } from "../hooks/use-site"
import { VideosHead, VideosView, type VideosProps } from "../views/videos"

type Data = Queries.VideosPageQuery

const viewProps = (data: Data): VideosProps => ({
  videos: data.allVideosJson.nodes,
})

const VideosPage = ({ data }: PageProps<Data>) => <VideosView {...viewProps(data)} />

export default VideosPage

export const Head: HeadFC<Data> = ({ data, location }) => (
  <VideosHead site={siteFrom(data)} pathname={location.pathname} />
)

export const query = graphql`
  query VideosPage {
    ...Site
    allVideosJson {
      nodes {
        # The entry's own id, which gatsby-transformer-json keeps as jsonId.
        id: jsonId
        title
        category
        url
      }
    }
  }
`
