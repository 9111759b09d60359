import ShoppingCart from "lucide-react/icons/shopping-cart"
import Star from "lucide-react/icons/star"
import { useId } from "react"
import type { ShopProduct } from "../views/types"
import Picture from "./picture"

type ProductCardProps = {
  product: ShopProduct
}

/**
 * A merch product, named by its name for those who move from card to card. The shop is a
 * placeholder: Add to Cart does nothing yet.
 */
const ProductCard = ({ product }: ProductCardProps) => {
  const nameId = useId()
  return (
    <article
      aria-labelledby={nameId}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10"
    >
      <div className="relative">
        <Picture
          image={product.image}
          alt={product.alt}
          loading="eager"
          className="block h-auto w-full"
        />
        <span className="absolute top-4 left-4 rounded-full bg-gold px-3 py-1 text-sm font-semibold text-ink">
          {product.badge}
        </span>
      </div>
      <div className="p-6">
        <p className="text-sm font-semibold tracking-wide text-gold-deep uppercase">
          {product.category}
        </p>
        <h2 id={nameId} className="mt-1 font-display text-2xl font-bold">
          {product.name}
        </h2>
        <div className="mt-3 flex items-center justify-between">
          <p className="text-2xl font-bold">{product.price}</p>
          <p className="flex items-center gap-1 font-semibold">
            <Star aria-hidden="true" className="size-5 fill-gold text-gold-deep" />
            <span aria-hidden="true">{product.rating}</span>
            <span className="sr-only">Rated {product.rating} out of 5</span>
          </p>
        </div>
        <button type="button" className="button-primary mt-6 flex w-full">
          <ShoppingCart aria-hidden="true" className="size-5" />
          Add to Cart
        </button>
      </div>
    </article>
  )
}

export default ProductCard
