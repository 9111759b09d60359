import { graphql, type HeadFC, type PageProps } from "gatsby"
import { siteFrom } from "../hooks/use-site"
import { BioHead, BioView, type BioProps } from "../views/bio"

type Data = Queries.BioPageQuery

const viewProps = (data: Data): BioProps => {
  if (!data.bioJson) throw new Error("content/bio.json is missing.")
  return { bio: data.bioJson }
}

const BioPage = ({ data }: PageProps<Data>) => <BioView {...viewProps(data)} />

export default BioPage

export const Head: HeadFC<Data> = ({ data, location }) => (
  <BioHead site={siteFrom(data)} pathname={location.pathname} {...viewProps(data)} />
)

export const query = graphql`
  query BioPage {
    ...Site
    bioJson {
      subtitle
      paragraphs
    }
  }
`
