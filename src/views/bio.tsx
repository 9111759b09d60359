import PageHeader from "../components/page-header"
import Seo from "../components/seo"
import type { Bio } from "../types/content"
import type { HeadProps } from "./types"

export type BioProps = { bio: Bio }

/** Our Story (content/bio.json). */
export const BioView = ({ bio }: BioProps) => (
  <>
    <PageHeader title="Our Story" subtitle={bio.subtitle} />
    <section aria-labelledby="about-heading" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h2 id="about-heading" className="font-display text-3xl font-bold">
          About
        </h2>
        <div className="mt-6 space-y-6 text-lg leading-relaxed text-ink/90">
          {bio.paragraphs.map(paragraph => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  </>
)

export const BioHead = ({ site, pathname, bio }: HeadProps & BioProps) => (
  <Seo site={site} title="Bio" description={bio.subtitle} pathname={pathname} />
)
