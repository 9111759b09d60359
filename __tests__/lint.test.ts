/**
 * @jest-environment node
 */
import { ESLint } from "eslint"
import path from "node:path"
import config from "../eslint.config.mjs"

/**
 * The lint catches what it is there to catch: each case is a small component with one mistake,
 * linted as a file of the site (`src/components/`) under the project's own configuration, and the
 * rule that must report it, by id. Turning a rule off, or a plugin's release dropping it, fails its
 * case. The configuration is imported rather than found by ESLint, which loads it with a dynamic
 * `import()` that Jest's module runtime does not offer.
 */
const eslint = new ESLint({
  cwd: path.resolve(__dirname, ".."),
  overrideConfigFile: true,
  overrideConfig: config,
})

const rulesReported = async (code: string, file = "src/components/fixture.tsx") => {
  const [result] = await eslint.lintText(code, { filePath: file })
  const fatal = result.messages.filter(message => message.fatal)
  expect(fatal).toEqual([])
  return result.messages.map(message => message.ruleId)
}

const cases: [string, string, string][] = [
  [
    "a hook called conditionally",
    "react-hooks/rules-of-hooks",
    `import { useState } from "react"
    export const Counter = ({ shown }: { shown: boolean }) => {
      if (shown) {
        const [count] = useState(0)
        return <p>{count}</p>
      }
      return null
    }`,
  ],
  [
    "an effect that leaves out a value it reads",
    "react-hooks/exhaustive-deps",
    `import { useEffect } from "react"
    export const Title = ({ title }: { title: string }) => {
      useEffect(() => {
        document.title = title
      }, [])
      return null
    }`,
  ],
  [
    "a photo without alternative text",
    "jsx-a11y/alt-text",
    `export const Photo = () => <img src="/photo.webp" />`,
  ],
  [
    "a click handler on a plain element, with no role or key handler",
    "jsx-a11y/click-events-have-key-events",
    `export const Card = ({ onOpen }: { onOpen: () => void }) => <div onClick={onOpen}>Open</div>`,
  ],
  [
    "a click handler on a plain element, with no role or key handler",
    "jsx-a11y/no-static-element-interactions",
    `export const Card = ({ onOpen }: { onOpen: () => void }) => <div onClick={onOpen}>Open</div>`,
  ],
  [
    "a link to another site in a new tab without rel",
    "react/jsx-no-target-blank",
    `export const Out = () => <a href="https://example.com/" target="_blank">Elsewhere</a>`,
  ],
  [
    "a list item without a key",
    "react/jsx-key",
    `export const List = ({ items }: { items: string[] }) => (
      <ul>{items.map(item => <li>{item}</li>)}</ul>
    )`,
  ],
  [
    "an attribute the DOM does not have",
    "react/no-unknown-property",
    `export const Box = () => <div class="box" />`,
  ],
  [
    "an any type",
    "@typescript-eslint/no-explicit-any",
    `export const read = (value: any) => value`,
  ],
  [
    "a type check silenced",
    "@typescript-eslint/ban-ts-comment",
    `// @ts-ignore
    export const wrong: number = "one"`,
  ],
  [
    "every icon of lucide-react imported at once",
    "@typescript-eslint/no-restricted-imports",
    `import { Menu } from "lucide-react"
    export const Button = () => <Menu aria-hidden />`,
  ],
]

describe("the lint", () => {
  test.each(cases)("reports %s (%s)", async (_name, rule, code) => {
    expect(await rulesReported(code)).toContain(rule)
  })

  test("reports nothing in a component written as the site's are", async () => {
    const code = `import { useEffect } from "react"
    type LinksProps = { title: string; items: { id: string; url: string }[] }
    export const Links = ({ title, items }: LinksProps) => {
      useEffect(() => {
        document.title = title
      }, [title])
      return (
        <ul>
          {items.map(item => (
            <li key={item.id}>
              <a href={item.url} target="_blank" rel="noreferrer">{item.id}</a>
            </li>
          ))}
        </ul>
      )
    }`
    expect(await rulesReported(code)).toEqual([])
  })

  test("takes HTML's render-blocking attribute, which the unknown-property list lacks", async () => {
    const code = `export const Expect = () => <link rel="expect" href="#top-bar" blocking="render" />`
    expect(await rulesReported(code)).toEqual([])
  })
})
