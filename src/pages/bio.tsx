import { graphql, type HeadFC, type PageProps } from "gatsby"
import PageHeader from "../components/page-header"
import Seo from "../components/seo"

const BioPage = ({ data: { bioJson } }: PageProps<Queries.BioPageQuery>) => {
  if (!bioJson) throw new Error("content/bio.json is missing.")
  return (
    <>
      <PageHeader title="Our Story" subtitle={bioJson.subtitle} />
      <section aria-labelledby="about-heading" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <h2 id="about-heading" className="font-display text-3xl font-bold">
            About
          </h2>
          <div className="mt-6 space-y-6 text-lg leading-relaxed text-ink/90">
            {bioJson.paragraphs.map(paragraph => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
    </>
  )
}

export default BioPage

export const Head: HeadFC<Queries.BioPageQuery> = ({ data, location }) => (
  <Seo data={data} title="Bio" description={data.bioJson?.subtitle} pathname={location.pathname} />
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
