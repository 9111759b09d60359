import type { GatsbyNode } from "gatsby"

/**
 * Every content file gets an explicit type: nothing is inferred, so a missing or
 * misspelt field fails the build instead of quietly dropping data.
 * A content entry's own `id` is stored by gatsby-transformer-json as `jsonId`.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    enum PhotoFit {
      contain
      cover
    }

    enum SocialNetwork {
      Facebook
      Instagram
      YouTube
    }

    enum FeatureIcon {
      album
      calendar
      community
      music
    }

    type SocialLink {
      network: SocialNetwork!
      url: String!
      newTab: Boolean!
    }

    type SiteJson implements Node @dontInfer {
      name: String!
      series: String!
      description: String!
      tagline: String!
      logo: File! @fileByRelativePath
      hero: File! @fileByRelativePath
      heroAlt: String!
      social: [SocialLink!]!
      streamingUrl: String!
      channelUrl: String!
    }

    type BioJson implements Node @dontInfer {
      subtitle: String!
      paragraphs: [String!]!
    }

    type FeaturesJson implements Node @dontInfer {
      jsonId: String!
      icon: FeatureIcon!
      title: String!
      description: String!
      actionLabel: String!
      url: String
    }

    type PhotosJson implements Node @dontInfer {
      jsonId: Int!
      title: String!
      image: File! @fileByRelativePath
      fit: PhotoFit!
      alt: String!
      extraTopMargin: Boolean
    }

    type VideosJson implements Node @dontInfer {
      jsonId: Int!
      title: String!
      category: String!
      url: String!
    }

    type MerchJson implements Node @dontInfer {
      jsonId: Int!
      name: String!
      price: String!
      category: String!
      rating: Float!
      badge: String!
      image: File! @fileByRelativePath
      alt: String!
    }
  `)
}
