import { Link } from "gatsby"

/**
 * Shown in place of a page whose rendering threw, with the top bar and footer still there. Only
 * `gatsby develop` can show it: it renders pages in the browser. A production build renders every
 * page ahead of time, and a page that throws stops the build, so it is never published.
 */
const ErrorScreen = () => (
  <section role="alert" className="mx-auto max-w-2xl px-4 pt-32 pb-24 text-center sm:px-6">
    <h1 className="font-display text-3xl font-bold sm:text-4xl">Unexpected Application Error!</h1>
    <p className="mt-4 text-lg">Something went wrong while showing this page.</p>
    <div className="mt-8 flex flex-wrap justify-center gap-4">
      <Link to="/" className="button-primary">
        Return to Home
      </Link>
    </div>
  </section>
)

export default ErrorScreen
