import { graphql, type HeadFC, type PageProps } from "gatsby"
import FeatureCard from "../components/feature-card"
import Hero from "../components/hero"
import { PlaceholderStyles } from "../components/picture"
import Seo from "../components/seo"
import SocialLinks from "../components/social-links"
import { siteOf } from "../hooks/use-site"
import { requireImage } from "../lib/image"
import { musicGroup, serializeJsonLd } from "../lib/structured-data"

const IndexPage = ({ data: { siteJson, allFeaturesJson } }: PageProps<Queries.HomePageQuery>) => {
  if (!siteJson) throw new Error("content/site.json is missing.")
  const heroImage = requireImage(siteJson.hero?.fullWidthImage, "content/site.json hero")
  return (
    <>
      <Hero
        name={siteJson.name}
        series={siteJson.series}
        tagline={siteJson.tagline}
        image={heroImage}
        portraitImage={siteJson.hero?.portrait ?? heroImage}
        alt={siteJson.heroAlt}
        scrollTarget="#stay-connected"
      />

      <section
        id="stay-connected"
        aria-labelledby="stay-connected-heading"
        className="bg-plum px-4 py-20 text-center text-cream sm:px-6"
      >
        <h2 id="stay-connected-heading" className="font-display text-3xl font-bold sm:text-4xl">
          Stay Connected
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-mist">
          Get exclusive updates and early access to new music and performances.
        </p>
        <h3 className="mt-10 font-display text-xl font-semibold text-gold">
          Follow {siteJson.name}
        </h3>
        <div className="mt-6">
          <SocialLinks links={siteJson.social} />
        </div>
      </section>

      <section aria-labelledby="experience-heading" className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <h2
            id="experience-heading"
            className="text-center font-display text-3xl font-bold sm:text-4xl"
          >
            Experience
          </h2>
          <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {allFeaturesJson.nodes.map(feature => (
              <li key={feature.jsonId}>
                <FeatureCard feature={feature} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}

export default IndexPage

const HomeHead: HeadFC<Queries.HomePageQuery> = ({ data, location }) => {
  const site = siteOf(data)
  const hero = data.siteJson?.hero?.fullWidthImage
  const share = site.shareImage?.childImageSharp?.gatsbyImageData.images.fallback?.src ?? ""
  const group = musicGroup({
    name: site.name,
    description: site.description,
    founded: site.founded,
    genres: site.genres,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}${site.logo.publicURL ?? ""}`,
    image: `${site.siteUrl}${share}`,
    sameAs: [...site.social.map(link => link.url), site.streamingUrl, site.channelUrl],
  })
  return (
    <Seo
      data={data}
      title="Home"
      description={data.siteJson?.description}
      pathname={location.pathname}
    >
      <PlaceholderStyles images={hero ? [hero] : []} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(group) }}
      />
    </Seo>
  )
}

export const Head = HomeHead

export const query = graphql`
  query HomePage {
    ...Site
    siteJson {
      name
      series
      tagline
      description
      heroAlt
      social {
        network
        url
        newTab
      }
      # Made by plugins/gatsby-plugin-photo-files: every file of each from one decode.
      hero {
        fullWidthImage(sizes: "100vw", breakpoints: [768, 1080, 1366, 1920, 2400])
        # 9:16, the shape of a phone held upright; the widths phones need, up to what a
        # 1600-pixel-high photo can give.
        portrait: fullWidthImage(
          aspectRatio: 0.5625
          sizes: "100vw"
          breakpoints: [360, 540, 720, 900]
        )
      }
    }
    allFeaturesJson {
      nodes {
        ...FeatureCard
      }
    }
  }
`
