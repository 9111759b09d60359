/** Jest set up as Gatsby documents it (babel-preset-gatsby transform, loader shim, `gatsby` mock). */
const shared = {
  rootDir: __dirname,
  // The copies of the site other builds use (__tests__/sites/site-copy.mjs) are not part of the project.
  modulePathIgnorePatterns: ["<rootDir>/test-results/"],
  moduleFileExtensions: ["js", "mjs", "jsx", "ts", "tsx", "json"],
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/__tests__/support/jest-preprocess.js" },
  // Packages, or modules of them (lucide-react's icons), published only as ES modules are compiled
  // like the project's own code: Node requires them as they are, Jest's runtime does not. The
  // pattern looks at the last node_modules/ of a path, for one package's own copy of another
  // (Tailwind's magic-string).
  transformIgnorePatterns: [
    "node_modules/(?!.*node_modules/)(?!(gatsby|gatsby-script|gatsby-link|@netlify/headers-parser|@netlify/redirect-parser|escape-string-regexp|lucide-react|chokidar|readdirp|magic-string)/)",
  ],
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/__tests__/support/gatsby-mock.tsx",
    "\\.css$": "identity-obj-proxy",
  },
  globals: { __PATH_PREFIX__: "" },
  clearMocks: true,
  setupFiles: ["<rootDir>/__tests__/support/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup.ts"],
}

/**
 * Two projects: "unit" tests components and content rules and needs no build; "build" reads
 * what a build wrote (npm test makes the builds first) or runs one.
 */
module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      testMatch: [
        "<rootDir>/__tests__/*.test.[jt]s?(x)",
        // Each local plugin's tests live in its folder, Netlify's Build plugins' too.
        "<rootDir>/plugins/*/__tests__/*.test.[jt]s?(x)",
        "<rootDir>/netlify/plugins/*/__tests__/*.test.[jt]s?(x)",
      ],
    },
    {
      ...shared,
      displayName: "build",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/build/*.test.ts"],
    },
  ],
  reporters: ["default", "<rootDir>/__tests__/support/summary-reporter.js"],
}
