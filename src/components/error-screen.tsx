import { Link } from "gatsby"
import type { FallbackProps } from "react-error-boundary"

/** Shown in place of a page whose rendering threw; the top bar and footer stay usable. */
const ErrorScreen = ({ resetErrorBoundary }: FallbackProps) => (
  <section role="alert" className="mx-auto max-w-2xl px-4 pt-32 pb-24 text-center sm:px-6">
    <h1 className="font-display text-3xl font-bold sm:text-4xl">Unexpected Application Error!</h1>
    <p className="mt-4 text-lg">
      Something went wrong while showing this page. Please try again, or go back to the home page.
    </p>
    <div className="mt-8 flex flex-wrap justify-center gap-4">
      <button type="button" onClick={resetErrorBoundary} className="button-primary">
        Try again
      </button>
      <Link
        to="/"
        className="rounded-full border-2 border-plum px-6 py-3 font-semibold text-plum hover:bg-plum hover:text-cream"
      >
        Return to Home
      </Link>
    </div>
  </section>
)

export default ErrorScreen
