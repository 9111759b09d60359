/**
 * The Node APIs of the transformers that the content's node tests run as Gatsby does. First
 * gatsby-transformer-json's, which makes the content's nodes from its JSON files.
 */
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
