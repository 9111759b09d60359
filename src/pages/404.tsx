import { Link, type HeadFC, type PageProps } from "gatsby"
import { useEffect } from "react"
import Seo from "../components/seo"

/** The not-found page's own addresses: asking for one of these is not a missing route. */
const ownRoutes = new Set(["/404", "/404/", "/404.html"])

const NotFoundPage = ({ location }: PageProps) => {
  useEffect(() => {
    if (ownRoutes.has(location.pathname)) return
    console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`)
  }, [location.pathname])

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-32 pb-24 text-center sm:px-6">
      <p aria-hidden="true" className="font-display text-8xl font-bold text-plum">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <Link
        to="/"
        className="mt-10 rounded-full bg-plum px-6 py-3 font-semibold text-cream transition-colors hover:bg-plum-light"
      >
        Return to Home
      </Link>
    </section>
  )
}

export default NotFoundPage

export const Head: HeadFC = () => <Seo title="Page not found" />
