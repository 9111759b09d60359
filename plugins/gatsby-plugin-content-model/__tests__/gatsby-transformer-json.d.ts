/** gatsby-transformer-json's Node APIs, which the content's node tests run as Gatsby does. */
declare module "gatsby-transformer-json/gatsby-node" {
  import type { CreateNodeArgs, Node, PluginOptions } from "gatsby"

  export const shouldOnCreateNode: (args: { node: Node }) => boolean
  export const onCreateNode: (
    args: CreateNodeArgs,
    options: PluginOptions & {
      typeName?: string | ((args: { node: Node; object: unknown; isArray: boolean }) => string)
    },
  ) => Promise<void>
}

/** gatsby-transformer-sharp's, which makes a photo's `ImageSharp` node from its `File` node. */
declare module "gatsby-transformer-sharp/gatsby-node" {
  import type { CreateNodeArgs, Node } from "gatsby"

  export const shouldOnCreateNode: (args: { node: Node }) => boolean
  export const onCreateNode: (args: CreateNodeArgs) => Promise<void>
}
