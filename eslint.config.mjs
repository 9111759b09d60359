import js from "@eslint/js"
import { defineConfig } from "eslint/config"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
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
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      "react/prop-types": "off",
      // HTML's render-blocking attribute (gatsby-ssr.tsx), which React's types have and the rule's
      // list does not yet.
      "react/no-unknown-property": ["error", { ignore: ["blocking"] }],
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
