import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A `<source>` of a picture: one format of an image, optionally for one kind of screen. */
export type PictureSource = {
  srcSet: string
  sizes?: string
  type?: string
  media?: string
}

type PictureProps = {
  image: IGatsbyImageData
  alt: string
  loading?: "eager" | "lazy"
  /** Fetch ahead of everything else: only for the largest thing on the first screen. */
  highPriority?: boolean
  /** Sources tried before the image's own, for example a different crop for portrait screens. */
  artDirection?: readonly PictureSource[]
  /** Classes of the `<img>`, which set its size and fit. */
  className?: string
}

/** A short, stable name for a rule (FNV-1a), the same in the build and in the browser. */
const nameOf = (rule: string) => {
  let hash = 0x811c9dc5
  for (let index = 0; index < rule.length; index += 1) {
    hash = Math.imul(hash ^ rule.charCodeAt(index), 0x01000193)
  }
  return `ph-${(hash >>> 0).toString(36)}`
}

/**
 * What shows in an image's place until it arrives (its dominant colour or a blurred copy), as a
 * class and its rule: no element carries a `style` attribute, so that the security policy can
 * forbid inline styles. None for an image without a placeholder.
 */
const placeholderOf = ({ backgroundColor, placeholder }: IGatsbyImageData) => {
  const rule = [
    backgroundColor && `background-color:${backgroundColor}`,
    placeholder?.fallback &&
      `background-image:url("${placeholder.fallback}");background-size:cover;background-position:center`,
  ]
    .filter(Boolean)
    .join(";")
  return rule ? { className: nameOf(rule), rule } : undefined
}

/**
 * The placeholder rules of a page's images, for its `Head`: one `<style>` element, whose hash the
 * security policy allows. Every page that shows a Picture with a placeholder lists its images here.
 */
export const PlaceholderStyles = ({ images }: { images: readonly IGatsbyImageData[] }) => {
  const rules = new Map(
    images.flatMap(image => {
      const found = placeholderOf(image)
      return found ? [[found.className, found.rule] as const] : []
    }),
  )
  if (rules.size === 0) return null
  const css = [...rules].map(([className, rule]) => `.${className}{${rule}}`).join("")
  // The rules are made here from the images' own data, never from text a person wrote.
  // eslint-disable-next-line @eslint-react/dom-no-dangerously-set-innerhtml
  return <style dangerouslySetInnerHTML={{ __html: css }} />
}

/** Full-width image data gives the shape only (a width of 1); the attributes carry that shape. */
const FULL_WIDTH_ATTRIBUTE = 1200

const intrinsicSize = ({ layout, width, height }: IGatsbyImageData) =>
  layout === "fullWidth"
    ? { width: FULL_WIDTH_ATTRIBUTE, height: Math.round((FULL_WIDTH_ATTRIBUTE * height) / width) }
    : { width, height }

/**
 * An image as a plain `<picture>` of the files gatsby-plugin-sharp made for the query's
 * `gatsbyImageData` (gatsby-plugin-image's data): AVIF and WebP sources and a JPEG or PNG `<img>`,
 * at the widths the layout needs, with width and height so that the browser reserves its space.
 * It works the same with and without JavaScript and needs no script of its own: native lazy
 * loading does what GatsbyImage's runtime did.
 *
 * Why not gatsby-plugin-image's `GatsbyImage`: rendered on the server (gatsby-plugin-image 3.16) it
 * puts a `style` attribute on every element it writes (the sizer, the absolute placing,
 * `opacity:0` until the image loads), which the pages' policy refuses (no inline styles), leaving
 * the photos unsized and shifting; and an inline module script beside every image, about 600 B
 * each against the page's 1 KB of script (`budgets.test.ts`). The site takes from the package what
 * serves it: the data (`IGatsbyImageData`) and its placeholders, drawn here as a class whose rule
 * is in the page's head.
 */
const Picture = ({
  image,
  alt,
  loading = "lazy",
  highPriority = false,
  artDirection = [],
  className,
}: PictureProps) => {
  const { fallback, sources = [] } = image.images
  // What shows until the image arrives, as the background of the `<img>` itself, so that it
  // takes exactly the image's place; its rule is in the page's head (PlaceholderStyles).
  const placeholder = placeholderOf(image)?.className
  return (
    <picture>
      {[...artDirection, ...sources].map(source => (
        <source
          key={`${source.media ?? ""} ${source.type ?? ""} ${source.srcSet}`}
          media={source.media}
          type={source.type}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        {...intrinsicSize(image)}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={highPriority ? "high" : undefined}
        className={[placeholder, className].filter(Boolean).join(" ") || undefined}
      />
    </picture>
  )
}

export default Picture
