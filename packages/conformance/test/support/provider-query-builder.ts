/**
 * The provider's query builders as they behave at run time. Its published types leave out some
 * operators (`between`, `isEmpty`, `hasSome`, `or`, `not` …) and some fields (`price`) that its
 * builders do send, so the request-diff suites call them through these shapes.
 */

/** The filter, sort and page-size methods the provider's offset and cursor builders share. */
export interface ProviderFilterSort {
  eq(field: string, value: unknown): this;
  ne(field: string, value: unknown): this;
  gt(field: string, value: unknown): this;
  ge(field: string, value: unknown): this;
  lt(field: string, value: unknown): this;
  le(field: string, value: unknown): this;
  between(field: string, from: unknown, to: unknown): this;
  in(field: string, values: unknown[]): this;
  hasSome(field: string, values: unknown[]): this;
  hasAll(field: string, values: unknown[]): this;
  startsWith(field: string, value: string): this;
  isEmpty(field: string): this;
  isNotEmpty(field: string): this;
  exists(field: string, value?: boolean): this;
  and(other: this): this;
  or(other: this): this;
  not(other: this): this;
  ascending(...fields: string[]): this;
  descending(...fields: string[]): this;
  limit(limit: number): this;
}

/** The provider's offset-paged builder (catalogue v1, collections). */
export interface ProviderOffsetBuilder extends ProviderFilterSort {
  skip(offset: number): this;
  find(): Promise<unknown>;
}

/** The provider's cursor-paged builder (catalogue v3). */
export interface ProviderCursorBuilder extends ProviderFilterSort {
  skipTo(cursor: string): this;
  find(): Promise<{ next(): Promise<unknown>; prev(): Promise<unknown> }>;
}
