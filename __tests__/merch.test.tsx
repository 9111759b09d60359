import { screen, within } from "@testing-library/react"
import MerchPage from "../src/pages/merch"
import { merchData } from "./support/content"
import { expectInertButton } from "./support/expect-inert"
import { renderPage } from "./support/render-page"

const renderMerch = () => renderPage(MerchPage, "/merch", merchData)

describe("Merch", () => {
  it("is headed Official Merch, with its subtitle", () => {
    renderMerch()
    expect(screen.getByRole("heading", { level: 1, name: "Official Merch" })).toBeInTheDocument()
    expect(screen.getByText("Wear the spirit. Feel the harmony.")).toBeInTheDocument()
  })

  it("shows one product: the Logo T-Shirt with its category, price, rating, badge and image", () => {
    renderMerch()
    const products = within(screen.getByRole("region", { name: "Products" })).getAllByRole(
      "article",
    )
    expect(products).toHaveLength(1)
    const [shirt] = products
    expect(within(shirt).getByRole("heading", { name: "Logo T-Shirt" })).toBeInTheDocument()
    expect(within(shirt).getByText("Apparel")).toBeInTheDocument()
    expect(within(shirt).getByText("$29.99")).toBeInTheDocument()
    expect(within(shirt).getByText("Rated 4.8 out of 5")).toBeInTheDocument()
    expect(within(shirt).getByText("Best Seller")).toBeInTheDocument()
    expect(within(shirt).getByRole("img", { name: /T-shirt/ })).toBeInTheDocument()
  })

  it("notes free shipping on orders over $50, as text only", () => {
    renderMerch()
    expect(screen.getByText("Free shipping on orders over $50")).toBeInTheDocument()
  })

  it.each(["Add to Cart", "View Shopping Cart"])(
    "%s is a button that does nothing: no navigation, no change, no error",
    label => expectInertButton(renderMerch(), label),
  )
})
