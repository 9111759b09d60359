/**
 * Brand colours needed outside CSS (the browser's theme colour, the web manifest). They match
 * --color-plum and --color-cream in src/styles/global.css.
 */
export const brandColors = {
  plum: "#2a1740",
  cream: "#fbf6ec",
} as const
