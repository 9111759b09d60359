import type { RenderResult } from "@testing-library/react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"

/**
 * Clicks the button named `label` and checks that nothing happens: the page does not change,
 * nothing navigates and nothing is logged as an error.
 */
export const expectInertButton = async (rendered: RenderResult, label: string) => {
  const user = userEvent.setup()
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  const before = rendered.container.innerHTML
  const href = window.location.href

  const button = screen.getByRole("button", { name: label })
  expect(button).toHaveAttribute("type", "button")
  await user.click(button)

  expect(rendered.container.innerHTML).toBe(before)
  expect(window.location.href).toBe(href)
  expect(navigate).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
}
