import js from "@eslint/js"
import { defineConfig } from "eslint/config"
import react from "@eslint-react/eslint-plugin"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default defineConfig(
  {
    ignores: [
      "node_modules/",
      ".cache/",
      "public/",
      "types/gatsby-types.d.ts",
      "test-results/",
      "bench-results/",
      "screenshots/",
      // Netlify's build runner's cache, when `npm run build:netlify` ran in the project.
      ".netlify/",
      // Cloudflare's wrangler's local state.
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // React's rules from ESLint React, made for ESLint 10 (eslint-plugin-react's last release declares
  // ESLint 9 at most and fails on 10 where it detects React's version). The rules of hooks are
  // React's own plugin's, so ESLint React's copies of them are off.
  react.configs["recommended-typescript"],
  react.configs["disable-conflict-eslint-plugin-react-hooks"],
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // What eslint-plugin-react's recommended rules caught that ESLint React leaves out of its
      // own: an attribute the DOM does not have, and a link to another site opened in a new tab
      // that hands it the page (window.opener) or the address it came from.
      "@eslint-react/dom-no-unknown-property": "error",
      "@eslint-react/dom-no-unsafe-target-blank": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              allowTypeImports: true,
              message:
                'Import each icon from its own module, "lucide-react/icons/<name>": the package\'s index makes webpack build all of its icons into the HTML renderer, every build.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ["__tests__/**", "plugins/*/__tests__/**", "netlify/plugins/*/__tests__/**"],
    languageOptions: { globals: globals.jest },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
