import { ChevronDown } from "lucide-react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import IconTooltip from "./icon-tooltip"

type HeroProps = {
  name: string
  series: string
  tagline: string
  image: IGatsbyImageData
  alt: string
  scrollTarget: string
}

/** Full-screen opening image with the group's name and a cue to scroll on. */
const Hero = ({ name, series, tagline, image, alt, scrollTarget }: HeroProps) => (
  <section className="relative grid h-svh min-h-[34rem] place-items-center overflow-hidden bg-ink text-cream">
    <GatsbyImage
      image={image}
      alt={alt}
      loading="eager"
      objectFit="cover"
      className="absolute! inset-0"
    />
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-linear-to-b from-ink/75 via-ink/45 to-ink/85"
    />
    <div className="relative px-6 pt-16 text-center">
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
