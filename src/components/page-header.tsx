type PageHeaderProps = {
  title: string
  subtitle: string
}

/** The heading and subtitle that open every page but Home. */
const PageHeader = ({ title, subtitle }: PageHeaderProps) => (
  <header className="bg-plum px-4 pt-28 pb-14 text-center text-cream sm:px-6 sm:pt-32 sm:pb-16">
    <h1 className="font-display text-4xl font-bold sm:text-5xl">{title}</h1>
    <p className="mx-auto mt-4 max-w-2xl text-lg text-mist">{subtitle}</p>
  </header>
)

export default PageHeader
