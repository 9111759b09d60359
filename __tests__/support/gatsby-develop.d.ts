/**
 * What the develop fix (patches/develop-fixes/gatsby+5.16.1.patch) adds to Gatsby's node mutations, as
 * __tests__/develop-queries.test.ts uses it: Gatsby's own types do not have it.
 */
import "gatsby/dist/utils/call-deferred-api"

declare module "gatsby/dist/utils/call-deferred-api" {
  export const nodeMutationsSettled: (limitMs?: number) => Promise<void>
}
