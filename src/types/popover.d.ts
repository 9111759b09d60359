/**
 * The popover attributes (baseline widely available), which React 18's types do not list yet.
 * React 18 passes unknown lowercase attributes through to the HTML as they are, so they are
 * declared here in lowercase.
 */
import "react"

// Merged declarations must repeat React's type parameter, which these additions do not use.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual"
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
    popovertargetaction?: "show" | "hide" | "toggle"
  }
}
