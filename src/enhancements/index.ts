/**
 * The site's only script in the browser. Every page is complete HTML and its controls work
 * without it: the menu panel is a popover the button opens by itself, and tooltips are CSS.
 * This adds what HTML alone cannot, once the page has been parsed (it loads as a module, so
 * nothing waits for it).
 */
import { enhanceMenu } from "./menu"
import { logMissingRoute } from "./not-found"
import { enhanceTooltips } from "./tooltips"

enhanceMenu()
enhanceTooltips()
logMissingRoute()
