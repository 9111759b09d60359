import { expect, expectInertButton, test, visit } from "./support/fixtures"

test.describe("Merch (docs/product.md §7)", () => {
  test("shows the Logo T-Shirt with category, price, rating, badge and image", async ({ page }) => {
    await visit(page, "/merch")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Official Merch")
    await expect(page.getByText("Wear the spirit. Feel the harmony.")).toBeVisible()
    // The card is named by the product, as a screen reader announces it.
    const product = page.getByRole("article", { name: "Logo T-Shirt" })
    await expect(page.getByRole("article")).toHaveCount(1)
    await expect(product).toHaveCount(1)
    await expect(product.getByRole("heading")).toHaveText("Logo T-Shirt")
    for (const text of ["Apparel", "$29.99", "4.8", "Best Seller"]) {
      await expect(product.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(product.getByRole("img", { name: /T-shirt/ })).toBeVisible()
    await expect(page.getByText("Free shipping on orders over $50")).toBeVisible()
  })

  for (const label of ["Add to Cart", "View Shopping Cart"]) {
    test(`${label} does nothing: no navigation, no change, no error`, async ({ page, context }) => {
      await visit(page, "/merch")
      await expectInertButton(page, context, label)
    })
  }
})
