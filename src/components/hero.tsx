import ChevronDown from "lucide-react/icons/chevron-down"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import IconTooltip from "./icon-tooltip"
import Picture from "./picture"

type HeroProps = {
  name: string
  series: string
  tagline: string
  /** The photo as it is, for screens wider than they are tall. */
  image: IGatsbyImageData
  /** A tall crop of the same photo for phones and other portrait screens. */
  portraitImage: IGatsbyImageData
  alt: string
  scrollTarget: string
}

const PORTRAIT_SCREEN = "(orientation: portrait)"

/**
 * The tall crop for portrait screens, in every format it was made in (AVIF, WebP, then JPEG),
 * ahead of the photo's own sources; the `<img>` is the photo's JPEG for every other screen.
 */
const portraitSources = ({ images: { sources = [], fallback } }: IGatsbyImageData) =>
  [
    ...sources,
    ...(fallback?.srcSet ? [{ srcSet: fallback.srcSet, sizes: fallback.sizes }] : []),
  ].map(source => ({ ...source, media: PORTRAIT_SCREEN }))

/**
 * The opening image with the group's name and a cue to scroll on. It fills the screen below the
 * top bar. (A picture that covered the whole viewport would be taken for a background by the
 * browser and not count as the page's main content.)
 */
const Hero = ({ name, series, tagline, image, portraitImage, alt, scrollTarget }: HeroProps) => (
  <section className="relative mt-16 grid h-[calc(100svh-4rem)] min-h-[30rem] place-items-center overflow-hidden bg-ink text-cream">
    <Picture
      image={image}
      alt={alt}
      loading="eager"
      highPriority
      artDirection={portraitSources(portraitImage)}
      className="absolute inset-0 size-full object-cover"
    />
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-linear-to-b from-ink/75 via-ink/45 to-ink/85"
    />
    <div className="relative px-6 text-center">
      <p className="text-sm font-semibold tracking-[0.3em] text-gold uppercase sm:text-base">
        {series}
      </p>
      <h1 className="mt-4 font-display text-5xl leading-tight font-bold sm:text-7xl">{name}</h1>
      <p className="mx-auto mt-6 max-w-xl text-lg text-cream/90 sm:text-xl">{tagline}</p>
    </div>
    <div className="absolute bottom-8 left-1/2 -translate-x-1/2">
      <IconTooltip label="Scroll down" side="top">
        <a
          href={scrollTarget}
          aria-label="Scroll down"
          data-scroll-cue=""
          className="grid size-12 place-items-center rounded-full border border-cream/40 text-cream hover:border-gold hover:text-gold motion-safe:animate-bounce"
        >
          <ChevronDown aria-hidden="true" className="size-6" />
        </a>
      </IconTooltip>
    </div>
  </section>
)

export default Hero
