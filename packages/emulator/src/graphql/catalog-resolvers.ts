/**
 * The resolvers of the catalogue GraphQL schema. Each one builds the payload of
 * a REST catalogue read from its arguments and calls that read
 * (`src/catalog/reads/`), so GraphQL answers exactly what REST answers: the same
 * query compiler, visibility rules, merchant-only fields, validation and 404s.
 * A read's `ApiFailure` becomes the field's GraphQL error (see
 * `graphql-errors.ts`). Like the REST v1 reads, they answer only on a site
 * running catalogue v1.
 */
import type { GraphQLFieldResolver } from "graphql";
import { getCollectionById, getCollectionBySlug } from "../catalog/reads/get-collection.ts";
import { getProduct } from "../catalog/reads/get-product.ts";
import { getStoreVariant } from "../catalog/reads/get-store-variant.ts";
import { queryCollections } from "../catalog/reads/query-collections.ts";
import { queryProductVariants } from "../catalog/reads/query-product-variants.ts";
import { type QueryProductsResponse, queryProducts } from "../catalog/reads/query-products.ts";
import { queryStoreVariants } from "../catalog/reads/query-store-variants.ts";
import type { ReadInput } from "../catalog/reads/read-input.ts";
import { wrongCatalogFailure } from "../catalog-v3/version/catalog-version-guard.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Queryable } from "../db/database.ts";
import { invalidField } from "../errors.ts";
import type { Principal } from "../http/endpoint.ts";

/** What every resolver gets: the caller and the database, as a REST read does. */
export interface CatalogContext {
  readonly db: Queryable;
  readonly principal: Principal;
  readonly config: EmulatorConfig;
}

/** A resolver's arguments after GraphQL coerced them. */
type Args = Record<string, unknown>;
/** An input object after GraphQL coerced it: a plain object. */
type Input = Record<string, unknown>;

/** `CommonPageInfo`. */
interface PageInfo {
  count: number;
  offset: number;
  total: number;
  tooManyToCount: boolean | null;
}

/** `input` less the fields GraphQL set to an explicit `null` (a read treats them as absent). */
function present(input: unknown): Input {
  if (typeof input !== "object" || input === null) return {};
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

/** The REST `query` object from a `CommonQueryInput` (nulls dropped; the filter is passed as given). */
function restQuery(query: unknown): Input | undefined {
  if (query === undefined || query === null) return undefined;
  const { filter, sort, paging } = present(query);
  return present({
    filter,
    sort: Array.isArray(sort) ? sort.map(present) : sort,
    paging: paging === undefined ? undefined : present(paging),
  });
}

/** Runs `read` as `context`'s caller, on a catalogue v1 site only. */
function runRead<T>(
  read: (input: ReadInput) => Promise<T>,
  context: CatalogContext,
  payload: Input,
): Promise<T> {
  if (context.config.catalogVersion !== "V1_CATALOG")
    throw wrongCatalogFailure(context.config.catalogVersion, "V1_CATALOG");
  return read({ db: context.db, principal: context.principal, payload });
}

/** A products page from the REST products query (its answer is JSON text, parsed once here). */
async function productsPage(context: CatalogContext, input: Input) {
  const answer = await runRead(queryProducts, context, input);
  const { products, metadata } = JSON.parse(answer.text) as QueryProductsResponse;
  const { count, offset, total, tooManyToCount } = metadata;
  const pageInfo: PageInfo = { count, offset, total, tooManyToCount };
  return { items: products, pageInfo };
}

/** The REST products payload of a `StoresProductsV1ProductsQueryInput`. */
function productsPayload(queryInput: unknown): Input {
  const { query, includeHiddenProducts, includeMerchantSpecificData } = present(queryInput);
  return present({ query: restQuery(query), includeHiddenProducts, includeMerchantSpecificData });
}

/** `filter` with the collection's membership ANDed in (the filter must be an object, as in JSON). */
function withCollection(filter: unknown, collectionId: string): Input {
  const member = { collectionIds: { $hasSome: [collectionId] } };
  if (filter === undefined) return member;
  if (typeof filter !== "object" || filter === null || Array.isArray(filter))
    throw invalidField("query.filter", "must be an object", "INVALID_TYPE");
  return { $and: [filter, member] };
}

const Query: Record<string, GraphQLFieldResolver<unknown, CatalogContext, Args>> = {
  storesProductsV1Products: (_source, { queryInput }, context) =>
    productsPage(context, productsPayload(queryInput)),

  storesProductsV1Product: async (_source, { queryInput }, context) =>
    (await runRead(getProduct, context, present(queryInput))).product,

  storesProductsV1ProductVariants: async (_source, { queryInput }, context) => {
    const { paging, ...rest } = present(queryInput);
    const payload = present({ ...rest, paging: paging === undefined ? undefined : present(paging) });
    const answer = await runRead(queryProductVariants, context, payload);
    const pageInfo: PageInfo = {
      count: answer.metadata.items,
      offset: answer.metadata.offset,
      total: answer.totalResults,
      tooManyToCount: null,
    };
    return { items: answer.variants, pageInfo };
  },

  storesCollectionsV1Collections: async (_source, { queryInput }, context) => {
    const answer = await runRead(
      queryCollections,
      context,
      present({ query: restQuery(present(queryInput).query) }),
    );
    const { count, offset, total, tooManyToCount } = answer.pagingMetadata;
    return { items: answer.collections, pageInfo: { count, offset, total, tooManyToCount } };
  },

  storesCollectionsV1Collection: async (_source, { queryInput }, context) => {
    const { id, slug } = present(queryInput);
    if ((id === undefined) === (slug === undefined))
      throw invalidField("queryInput", "must set exactly one of id and slug", "INVALID_VALUE");
    const answer =
      id === undefined
        ? await runRead(getCollectionBySlug, context, { slug })
        : await runRead(getCollectionById, context, { id });
    return answer.collection;
  },

  storesVariantsV1Variants: async (_source, { queryInput }, context) => {
    const answer = await runRead(
      queryStoreVariants,
      context,
      present({ query: restQuery(present(queryInput).query) }),
    );
    const { count, offset, total, tooManyToCount } = answer.metadata;
    return { items: answer.variants, pageInfo: { count, offset, total, tooManyToCount } };
  },

  storesVariantsV1Variant: async (_source, { queryInput }, context) =>
    (await runRead(getStoreVariant, context, present(queryInput))).variant,
};

const CatalogV1Collection: Record<string, GraphQLFieldResolver<{ id: string }, CatalogContext, Args>> = {
  productsVirtualReference: (collection, { query: queryInput }, context) => {
    const payload = productsPayload(queryInput);
    const query = present(payload.query);
    return productsPage(context, {
      ...payload,
      query: { ...query, filter: withCollection(query.filter, collection.id) },
    });
  },
};

/**
 * Resolvers by type and field, attached to the schema by `catalog-schema.ts`. Fields without
 * one read the property of the same name from the wire document.
 */
export const catalogResolvers = { Query, CatalogV1Collection } as Record<
  string,
  Record<string, GraphQLFieldResolver<unknown, CatalogContext>>
>;
