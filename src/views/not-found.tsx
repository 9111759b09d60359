import { Link } from "gatsby"
import Seo from "../components/seo"
import type { HeadProps } from "./types"

/**
 * The host serves this page, with status 404, for every address that has no page. The browser
 * script logs the address the visitor tried (src/enhancements/not-found.ts).
 */
export const NotFoundView = () => (
  <>
    <section
      data-not-found=""
      className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-32 pb-24 text-center sm:px-6"
    >
      <p aria-hidden="true" className="font-display text-8xl font-bold text-plum">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <Link to="/" className="button-primary mt-10">
        Return to Home
      </Link>
    </section>
  </>
)

/** No canonical address: the page is shown at every address that has none. */
export const NotFoundHead = ({ site }: Pick<HeadProps, "site">) => (
  <Seo site={site} title="Page not found" />
)
