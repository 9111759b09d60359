import { type ReactNode } from "react"
import { useSite } from "../hooks/use-site"

type SeoProps = {
  title: string
  /** Text, or a function of the group's name for text that mentions it. */
  description?: string | ((name: string) => string)
  children?: ReactNode
}

/** The title and description of a page, for its `Head` export. */
const Seo = ({ title, description, children }: SeoProps) => {
  const site = useSite()
  return (
    <>
      <title>{`${title} · ${site.name}`}</title>
      <meta
        name="description"
        content={
          typeof description === "function"
            ? description(site.name)
            : (description ?? site.description)
        }
      />
      {children}
    </>
  )
}

export default Seo
