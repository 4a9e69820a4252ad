/**
 * Type-level description of what a query may filter and sort on: a map from wire field names to
 * their value types. The builder's methods take only the fields whose type fits the operator
 * (`gt` on ordered fields, `startsWith` on strings, `hasSome` on arrays).
 */

/** The keys of `F` whose value type is assignable to `V`. */
export type FieldsOf<F, V> = { [K in keyof F]-?: NonNullable<F[K]> extends V ? K : never }[keyof F] & string;

/** Fields with an order (numbers, strings, timestamps). */
export type OrderedField<F> = FieldsOf<F, number | string | Date>;

/** Fields holding text. */
export type StringField<F> = FieldsOf<F, string>;

/** Fields holding a list. */
export type ArrayField<F> = FieldsOf<F, readonly unknown[]>;

/** Fields holding one value. */
export type ScalarField<F> = Exclude<keyof F & string, ArrayField<F>>;

/** The element type of an array field. */
export type ElementOf<T> = T extends readonly (infer E)[] ? E : never;
