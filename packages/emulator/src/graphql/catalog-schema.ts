/**
 * The GraphQL schema of the catalogue reads (catalogue v1): the type
 * definitions, and `catalogSchema`, the executable schema with the resolvers of
 * `catalog-resolvers.ts` attached. Names follow the provider's GraphQL API where
 * its public material shows them (`storesProductsV1Products(queryInput:)`,
 * `storesCollectionsV1Collections`, `items`, `CatalogV1Product`,
 * `CatalogV1Collection`, `CommonSortingInput`, the `JSON` scalar); the rest
 * follows the same pattern (see the emulator README, "GraphQL").
 */
import { buildSchema, type GraphQLFieldResolver, GraphQLObjectType, type GraphQLSchema } from "graphql";
import { type CatalogContext, catalogResolvers } from "./catalog-resolvers.ts";

/** The schema in SDL; field shapes are the REST reads' wire shapes. */
const catalogTypeDefs = /* GraphQL */ `
"""Any JSON value: filters, option choice maps, SEO data."""
scalar JSON

"""Sort direction."""
enum CommonSortOrder { ASC DESC }

"""One sort key, as in the REST query's sort list."""
input CommonSortingInput { fieldName: String!, order: CommonSortOrder }

"""Offset paging: default limit 50, at most 100."""
input CommonPagingInput { limit: Int, offset: Int }

"""The REST query: filter in the provider's query language, sort and paging."""
input CommonQueryInput { filter: JSON, sort: [CommonSortingInput!], paging: CommonPagingInput }

"""Where a page sits in the whole result; total is exact up to 10 000."""
type CommonPageInfo { count: Int!, offset: Int!, total: Int!, tooManyToCount: Boolean }

input StoresProductsV1ProductsQueryInput {
  query: CommonQueryInput
  """Merchants only: also list hidden products."""
  includeHiddenProducts: Boolean
  """Merchants only: serve cost, profit and cost range."""
  includeMerchantSpecificData: Boolean
}
input StoresProductsV1ProductQueryInput { id: ID!, includeMerchantSpecificData: Boolean }
input StoresProductsV1ProductVariantsQueryInput {
  """The product's id."""
  id: ID!
  """Partial choices, e.g. {"Size": "M"}: every variant with them."""
  choices: JSON
  variantIds: [String!]
  paging: CommonPagingInput
  includeMerchantSpecificData: Boolean
}
input StoresCollectionsV1CollectionsQueryInput { query: CommonQueryInput }
"""Exactly one of id and slug."""
input StoresCollectionsV1CollectionQueryInput { id: ID, slug: String }
input StoresVariantsV1VariantsQueryInput { query: CommonQueryInput }
"""A store variant id is {productId}-{variantId}."""
input StoresVariantsV1VariantQueryInput { id: ID! }

type StoresProductsV1ProductsQueryResult { items: [CatalogV1Product!]!, pageInfo: CommonPageInfo! }
type StoresProductsV1ProductVariantsQueryResult { items: [CatalogV1Variant!]!, pageInfo: CommonPageInfo! }
type StoresCollectionsV1CollectionsQueryResult { items: [CatalogV1Collection!]!, pageInfo: CommonPageInfo! }
type StoresVariantsV1VariantsQueryResult { items: [CatalogV1StoreVariant!]!, pageInfo: CommonPageInfo! }

type Query {
  """Query products: the REST query-platformized read."""
  storesProductsV1Products(queryInput: StoresProductsV1ProductsQueryInput): StoresProductsV1ProductsQueryResult!
  """One product by id (null with a PRODUCT_NOT_FOUND error when the caller cannot see it)."""
  storesProductsV1Product(queryInput: StoresProductsV1ProductQueryInput!): CatalogV1Product
  """A product's variants, by partial choices or ids."""
  storesProductsV1ProductVariants(queryInput: StoresProductsV1ProductVariantsQueryInput!): StoresProductsV1ProductVariantsQueryResult!
  """Query collections: the REST v2 collections query."""
  storesCollectionsV1Collections(queryInput: StoresCollectionsV1CollectionsQueryInput): StoresCollectionsV1CollectionsQueryResult!
  """One collection by id or slug."""
  storesCollectionsV1Collection(queryInput: StoresCollectionsV1CollectionQueryInput!): CatalogV1Collection
  """Query store variants (variants of every product the caller may see)."""
  storesVariantsV1Variants(queryInput: StoresVariantsV1VariantsQueryInput): StoresVariantsV1VariantsQueryResult!
  """One store variant."""
  storesVariantsV1Variant(queryInput: StoresVariantsV1VariantQueryInput!): CatalogV1StoreVariant
}

type CatalogV1FormattedPrice { price: String, discountedPrice: String, pricePerUnit: String }
type CatalogV1PriceData {
  currency: String, price: Float, discountedPrice: Float, pricePerUnit: Float, formatted: CatalogV1FormattedPrice
}
"""Merchant-only: served to a merchant who sets includeMerchantSpecificData, null otherwise."""
type CatalogV1CostAndProfitData {
  itemCost: Float, formattedItemCost: String, profit: Float, formattedProfit: String, profitMargin: Float
}
type CatalogV1NumericPropertyRange { minValue: Float, maxValue: Float }
type CatalogV1Dimensions { length: String, width: String, height: String, unit: String }
type CatalogV1PricePerUnitData {
  totalQuantity: Float, totalMeasurementUnit: String, baseQuantity: Float, baseMeasurementUnit: String
}
type CatalogV1Stock { trackInventory: Boolean, quantity: Int, inStock: Boolean, inventoryStatus: String }
type CatalogV1VariantStock { trackQuantity: Boolean, quantity: Int, inStock: Boolean }
type CatalogV1MediaItemUrlAndSize { url: String, width: Int, height: Int, format: String, altText: String }
type CatalogV1MediaItemVideo { files: [CatalogV1MediaItemUrlAndSize!], stillFrameMediaId: String }
type CatalogV1MediaItem {
  id: String, title: String, mediaType: String, image: CatalogV1MediaItemUrlAndSize,
  video: CatalogV1MediaItemVideo, thumbnail: CatalogV1MediaItemUrlAndSize
}
type CatalogV1Media { mainMedia: CatalogV1MediaItem, items: [CatalogV1MediaItem!] }
type CatalogV1Choice { value: String, description: String, media: CatalogV1Media, inStock: Boolean, visible: Boolean }
type CatalogV1ProductOption { optionType: String, name: String, choices: [CatalogV1Choice!] }
type CatalogV1AdditionalInfoSection { title: String, description: String }
type CatalogV1Ribbon { text: String }
type CatalogV1CustomTextField { title: String, maxLength: Int, mandatory: Boolean }
type CatalogV1PageUrl { base: String, path: String }
type CatalogV1Discount { type: String, value: Float }

type CatalogV1VariantData {
  priceData: CatalogV1PriceData, convertedPriceData: CatalogV1PriceData,
  costAndProfitData: CatalogV1CostAndProfitData,
  weight: Float, sku: String, visible: Boolean,
  productDimensions: CatalogV1Dimensions, packageDimensions: CatalogV1Dimensions
}
type CatalogV1Variant {
  id: ID!
  """Option name to choice description, e.g. {"Size": "M"}."""
  choices: JSON
  variant: CatalogV1VariantData
  stock: CatalogV1VariantStock
}

type CatalogV1Product {
  id: ID!, name: String, slug: String, visible: Boolean, productType: String, description: String,
  sku: String, weight: Float, weightRange: CatalogV1NumericPropertyRange,
  productDimensions: CatalogV1Dimensions, packageDimensions: CatalogV1Dimensions,
  stock: CatalogV1Stock, price: CatalogV1PriceData, priceData: CatalogV1PriceData,
  convertedPriceData: CatalogV1PriceData, priceRange: CatalogV1NumericPropertyRange,
  costAndProfitData: CatalogV1CostAndProfitData,
  """Merchant-only, like costAndProfitData."""
  costRange: CatalogV1NumericPropertyRange,
  pricePerUnitData: CatalogV1PricePerUnitData,
  additionalInfoSections: [CatalogV1AdditionalInfoSection!], ribbons: [CatalogV1Ribbon!],
  media: CatalogV1Media, customTextFields: [CatalogV1CustomTextField!], manageVariants: Boolean,
  productOptions: [CatalogV1ProductOption!], productPageUrl: CatalogV1PageUrl,
  numericId: String, inventoryItemId: String, discount: CatalogV1Discount,
  collectionIds: [String!], variants: [CatalogV1Variant!],
  """ISO-8601."""
  lastUpdated: String
  """ISO-8601."""
  createdDate: String
  seoData: JSON, ribbon: String, brand: String
}

type CatalogV1Collection {
  id: ID!, name: String, media: CatalogV1Media, numberOfProducts: Int, description: String,
  slug: String, visible: Boolean
  """The collection's products: the products query with the collection added to its filter."""
  productsVirtualReference(query: StoresProductsV1ProductsQueryInput): StoresProductsV1ProductsQueryResult!
}

type CatalogV1PlatformImage { id: String, url: String, height: Int, width: Int, altText: String, filename: String }
type CatalogV1VideoResolution { url: String, height: Int, width: Int, format: String }
type CatalogV1PlatformVideo { id: String, resolutions: [CatalogV1VideoResolution!], filename: String }
type CatalogV1PlatformMedia { image: CatalogV1PlatformImage, video: CatalogV1PlatformVideo }
type CatalogV1PreorderInfo { enabled: Boolean, message: String, limit: Int }
type CatalogV1StoreVariant {
  """{productId}-{variantId}."""
  id: ID!
  variantId: String, productId: String, variantName: String, productName: String,
  managedVariant: Boolean, sku: String, stock: CatalogV1VariantStock, choices: JSON,
  collectionIds: [String!], media: CatalogV1PlatformMedia, preorderInfo: CatalogV1PreorderInfo
}
`;

/** Sets each resolver of `resolvers` (`{Type: {field: resolve}}`) on the schema's field. */
function attachResolvers(
  schema: GraphQLSchema,
  resolvers: Record<string, Record<string, GraphQLFieldResolver<unknown, CatalogContext>>>,
): GraphQLSchema {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!(type instanceof GraphQLObjectType)) throw new Error(`No object type ${typeName} in the schema`);
    const definitions = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = definitions[fieldName];
      if (!field) throw new Error(`No field ${typeName}.${fieldName} in the schema`);
      field.resolve = resolve;
    }
  }
  return schema;
}

/**
 * The executable schema, built once.
 *
 * @example
 * ```ts
 * await execute({ schema: catalogSchema, document: parse("{ storesProductsV1Products { items { id } } }"), contextValue });
 * ```
 */
export const catalogSchema: GraphQLSchema = attachResolvers(buildSchema(catalogTypeDefs), catalogResolvers);
