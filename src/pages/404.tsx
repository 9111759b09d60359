import { graphql, type HeadFC } from "gatsby"
import { siteFrom } from "../hooks/use-site"
import { NotFoundHead, NotFoundView } from "../views/not-found"

type Data = Queries.NotFoundPageQuery

/** Its query holds only the site-wide content: the layout's, and the head's. */
const NotFoundPage = () => <NotFoundView />

export default NotFoundPage

export const Head: HeadFC<Data> = ({ data }) => <NotFoundHead site={siteFrom(data)} />

export const query = graphql`
  query NotFoundPage {
    ...Site
  }
`
