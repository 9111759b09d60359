import { createContext, useContext, type ReactNode } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * The placeholder rules of one page, by class name: what shows in an image's place until it
 * arrives (its dominant colour or a blurred copy). They are collected while the page renders and
 * written into one `<style>` element in the page's head (gatsby-ssr.tsx), so that no element
 * carries a `style` attribute and the security policy can forbid inline styles.
 */
export type PlaceholderSheet = Map<string, string>

const PlaceholderSheetContext = createContext<PlaceholderSheet | null>(null)

type PlaceholderStylesProps = {
  sheet: PlaceholderSheet
  children: ReactNode
}

export const PlaceholderStyles = ({ sheet, children }: PlaceholderStylesProps) => (
  <PlaceholderSheetContext.Provider value={sheet}>{children}</PlaceholderSheetContext.Provider>
)

/** The sheet as CSS. */
export const placeholderCss = (sheet: PlaceholderSheet) =>
  [...sheet].map(([className, rule]) => `.${className}{${rule}}`).join("")

/** A short, stable name for a rule (FNV-1a), the same in the build and in the browser. */
const nameOf = (rule: string) => {
  let hash = 0x811c9dc5
  for (let index = 0; index < rule.length; index += 1) {
    hash = Math.imul(hash ^ rule.charCodeAt(index), 0x01000193)
  }
  return `ph-${(hash >>> 0).toString(36)}`
}

const ruleOf = ({ backgroundColor, placeholder }: IGatsbyImageData) =>
  [
    backgroundColor && `background-color:${backgroundColor}`,
    placeholder?.fallback &&
      `background-image:url("${placeholder.fallback}");background-size:cover;background-position:center`,
  ]
    .filter(Boolean)
    .join(";")

/** The class that gives an image its placeholder, added to the page's sheet; none if it has none. */
export const usePlaceholderClass = (image: IGatsbyImageData): string | undefined => {
  const sheet = useContext(PlaceholderSheetContext)
  const rule = ruleOf(image)
  if (!rule) return undefined
  const className = nameOf(rule)
  sheet?.set(className, rule)
  return className
}
