/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import path from "node:path"

/**
 * The lint catches what it is there to catch: each case is a small component with one mistake,
 * linted as a file of the site (`src/components/`) by ESLint's Node API under the project's own
 * configuration, and the rule that must report it, by id. Turning a rule off, or a plugin's release
 * dropping it, fails its case. ESLint runs in a process of its own, as `npm run lint` runs it: it
 * loads its configuration and the plugins, published as ES modules, with `import()`, which Jest's
 * module runtime does not offer.
 */
const LINT_TEXTS = `
  import { ESLint } from "eslint"
  const texts = JSON.parse(process.argv[1])
  const eslint = new ESLint()
  const results = []
  for (const text of texts) {
    const [result] = await eslint.lintText(text, { filePath: "src/components/fixture.tsx" })
    results.push(result.messages.map(({ ruleId, fatal, message }) => ({ ruleId, fatal, message })))
  }
  console.log(JSON.stringify(results))
`

type Message = { ruleId: string | null; fatal?: boolean; message: string }

const lint = (texts: string[]): Message[][] =>
  JSON.parse(
    execFileSync(
      process.execPath,
      ["--input-type=module", "--eval", LINT_TEXTS, JSON.stringify(texts)],
      { cwd: path.resolve(__dirname, ".."), encoding: "utf8" },
    ),
  )

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
    "@eslint-react/dom-no-unsafe-target-blank",
    `export const Out = () => <a href="https://example.com/" target="_blank">Elsewhere</a>`,
  ],
  [
    "a list item without a key",
    "@eslint-react/no-missing-key",
    `export const List = ({ items }: { items: string[] }) => (
      <ul>{items.map(item => <li>{item}</li>)}</ul>
    )`,
  ],
  [
    "an attribute the DOM does not have",
    "@eslint-react/dom-no-unknown-property",
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

const CLEAN = `import { useEffect } from "react"
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

const RENDER_BLOCKING = `export const Expect = () => <link rel="expect" href="#top-bar" blocking="render" />`

describe("the lint", () => {
  let reported: Message[][]
  beforeAll(() => {
    reported = lint([...cases.map(([, , code]) => code), CLEAN, RENDER_BLOCKING])
  })
  const rules = (index: number) => {
    expect(reported[index].filter(message => message.fatal)).toEqual([])
    return reported[index].map(message => message.ruleId)
  }

  test.each(cases.map((entry, index) => [...entry, index] as const))(
    "reports %s (%s)",
    (_name, rule, _code, index) => {
      expect(rules(index)).toContain(rule)
    },
  )

  test("reports nothing in a component written as the site's are", () => {
    expect(reported[cases.length]).toEqual([])
  })

  test("takes HTML's render-blocking attribute, which React 19 renders", () => {
    expect(reported[cases.length + 1]).toEqual([])
  })
})
