import { format } from "node:util"
import "@testing-library/jest-dom"

/**
 * A test fails on any console.error or console.warn it did not ask for: React reports duplicate
 * keys, failed prop types and act() problems there and carries on. A test that expects a message
 * replaces the method with its own spy (`jest.spyOn(console, "error")`).
 */
const unexpected: string[] = []
const original = { error: console.error, warn: console.warn }

beforeEach(() => {
  unexpected.length = 0
  for (const level of ["error", "warn"] as const) {
    console[level] = (...args: unknown[]) => {
      unexpected.push(`console.${level}: ${format(...args)}`)
      original[level](...args)
    }
  }
})

afterEach(() => {
  if (unexpected.length > 0) {
    throw new Error(`The test wrote to the console unexpectedly:\n${unexpected.join("\n")}`)
  }
})
