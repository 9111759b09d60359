import ShoppingBag from "lucide-react/icons/shopping-bag"
import Truck from "lucide-react/icons/truck"
import PageHeader from "../components/page-header"
import { PlaceholderStyles } from "../components/picture"
import ProductCard from "../components/product-card"
import Seo from "../components/seo"
import type { HeadProps, ShopProduct } from "./types"

export type MerchProps = { products: readonly ShopProduct[] }

/** The placeholder shop (content/merch.json): its buttons do nothing yet. */
export const MerchView = ({ products }: MerchProps) => (
  <>
    <PageHeader title="Official Merch" subtitle="Wear the spirit. Feel the harmony." />
    <section aria-label="Products" className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-5xl">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="flex items-center gap-2 font-semibold text-plum">
            <Truck aria-hidden="true" className="size-5" />
            Free shipping on orders over $50
          </p>
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-full border-2 border-plum px-5 py-2.5 font-semibold text-plum transition-colors hover:bg-plum hover:text-cream"
          >
            <ShoppingBag aria-hidden="true" className="size-5" />
            View Shopping Cart
          </button>
        </div>
        <ul className="mt-10 grid grid-cols-[repeat(auto-fit,minmax(16rem,22rem))] justify-center gap-8">
          {products.map(product => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  </>
)

export const MerchHead = ({ site, pathname, products }: HeadProps & MerchProps) => (
  <Seo
    site={site}
    title="Merch"
    pathname={pathname}
    description={name => `Official ${name} merch: wear the spirit, feel the harmony.`}
  >
    <PlaceholderStyles images={products.map(product => product.image)} />
  </Seo>
)
