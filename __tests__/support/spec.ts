/** docs/product.md §2: the page links of the top bar, in order. Both test suites check the site against it. */
export const pages = [
  ["Home", "/"],
  ["Bio", "/bio"],
  ["Photos", "/photos"],
  ["Videos", "/videos"],
  ["Merch", "/merch"],
] as const
