import { ChevronDown } from "lucide-react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import IconTooltip from "./icon-tooltip"

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

/**
 * React 18 passes the attribute through only in lowercase. High priority lets the browser fetch
 * the hero, the largest thing on the first screen, ahead of everything else.
 */
const highPriority = { fetchpriority: "high" }

const PORTRAIT_SCREEN = "(orientation: portrait)"

/** The blurred placeholder as a background, or nothing when the image data has none. */
const placeholderBackground = (image: IGatsbyImageData) => {
  const placeholder = image.placeholder?.fallback
  return placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined
}

/**
 * The hero as a plain <picture> of the files gatsby-plugin-image made: AVIF, WebP and JPEG at
 * the widths each screen shape needs. Unlike GatsbyImage it shows the photo as it arrives,
 * without waiting for a script to fade it in, so the first screen is complete as early as it
 * can be; its blurred placeholder sits behind it as a background until then.
 */
const HeroPicture = ({
  image,
  portraitImage,
  alt,
}: Pick<HeroProps, "image" | "portraitImage" | "alt">) => {
  const { fallback, sources = [] } = image.images
  const portrait = portraitImage.images
  // Portrait screens first (AVIF, WebP, then JPEG), then every other screen (AVIF, WebP);
  // the <img> itself is the JPEG for those.
  const pictureSources = [
    ...[...(portrait.sources ?? []), ...(portrait.fallback ? [portrait.fallback] : [])].map(
      source => ({ ...source, media: PORTRAIT_SCREEN }),
    ),
    ...sources,
  ]
  return (
    <picture>
      {pictureSources.map(source => (
        <source
          key={source.srcSet}
          media={"media" in source ? source.media : undefined}
          type={"type" in source ? source.type : undefined}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        // Full-width image data gives the shape only (width 1); the attributes carry that shape.
        width={1200}
        height={Math.round((1200 * image.height) / image.width)}
        alt={alt}
        loading="eager"
        decoding="async"
        {...highPriority}
        className="absolute inset-0 size-full object-cover"
      />
    </picture>
  )
}

/**
 * The opening image with the group's name and a cue to scroll on. It fills the screen below the
 * top bar. (A picture that covered the whole viewport would be taken for a background by the
 * browser and not count as the page's main content.)
 */
const Hero = ({ name, series, tagline, image, portraitImage, alt, scrollTarget }: HeroProps) => (
  <section
    style={placeholderBackground(image)}
    className="relative mt-16 grid h-[calc(100svh-4rem)] min-h-[30rem] place-items-center overflow-hidden bg-ink bg-cover bg-center text-cream"
  >
    <HeroPicture image={image} portraitImage={portraitImage} alt={alt} />
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
