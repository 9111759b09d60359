import FeatureCard from "../components/feature-card"
import Hero from "../components/hero"
import { PlaceholderStyles } from "../components/picture"
import Seo from "../components/seo"
import SocialLinks from "../components/social-links"
import { musicGroup, serializeJsonLd } from "../lib/structured-data"
import type { Feature } from "../types/content"
import type { HomeSite } from "./types"

export type HomeProps = { site: HomeSite; features: readonly Feature[] }

/** Home: the hero, the group's social links and the Experience cards (content/features.json). */
export const HomeView = ({ site, features }: HomeProps) => (
  <>
    <Hero
      name={site.name}
      series={site.series}
      tagline={site.tagline}
      image={site.hero.landscape}
      portraitImage={site.hero.portrait}
      alt={site.heroAlt}
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
      <h3 className="mt-10 font-display text-xl font-semibold text-gold">Follow {site.name}</h3>
      <div className="mt-6">
        <SocialLinks links={site.social} />
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
          {features.map(feature => (
            <li key={feature.id}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  </>
)

/** Home's head, with the group described for search engines (schema.org's MusicGroup). */
export const HomeHead = ({ site, pathname }: HomeProps & { pathname: string }) => {
  const group = musicGroup({
    name: site.name,
    description: site.description,
    founded: site.founded,
    genres: site.genres,
    url: `${site.url}/`,
    logo: `${site.url}${site.logo.url}`,
    image: `${site.url}${site.hero.share.images.fallback?.src ?? ""}`,
    sameAs: [...site.social.map(link => link.url), site.streamingUrl, site.channelUrl],
  })
  return (
    <Seo site={site} title="Home" description={site.description} pathname={pathname}>
      <PlaceholderStyles images={[site.hero.landscape]} />
      <script
        type="application/ld+json"
        // serializeJsonLd escapes what could end the script element.
        // eslint-disable-next-line @eslint-react/dom-no-dangerously-set-innerhtml
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(group) }}
      />
    </Seo>
  )
}
