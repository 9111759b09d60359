/**
 * The parts of Gatsby 5 that this plugin relies on and that Gatsby does not document as an API,
 * in one place. An upgrade that changes one of them fails a test in __tests__/build/budgets.test.ts:
 * "loads none of Gatsby's runtime" and "puts no script on the critical path" (the ids and the
 * slice), "gives every page the one browser script" (the app entry) and "carries no style
 * attribute" (the router's wrapper).
 */

/** The router's wrapper, whose focus handling and inline style only client-side routing needs. */
export const ROUTER_WRAPPER_ID = "gatsby-focus-wrapper"

/** The live region that announces client-side page changes. */
export const ROUTE_ANNOUNCER_ID = "gatsby-announcer"

/** The slice that renders Gatsby's bundles and chunk map after the page body. */
export const SCRIPTS_SLICE_ID = "_gatsby-scripts"

/**
 * The browser build's entry whose style sheets Gatsby inlines into every page. This plugin gives
 * it the site's style sheet in place of Gatsby's app (client-side React, router and page bundles).
 */
export const APP_ENTRY = "app"
