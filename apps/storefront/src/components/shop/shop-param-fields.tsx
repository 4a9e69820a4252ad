/**
 * The shop's URL state as hidden fields of a GET form, so a form that changes one part of it (the
 * search, the price range, the sort) keeps the others when it is submitted without JavaScript.
 * The page is left out: a change of filter or sort starts at page 1.
 */
import { type ShopParams, writeShopParams } from "./shop-params.ts";

/** Props of {@link ShopParamFields}. */
export interface ShopParamFieldsProps {
  params: ShopParams;
  /** The params the form's own fields carry. */
  omit: readonly (keyof ShopParams)[];
}

/** Hidden inputs of `params` without `omit` and the page. */
export function ShopParamFields({ params, omit }: ShopParamFieldsProps) {
  const kept = writeShopParams({ ...params, page: 1 });
  for (const name of omit) kept.delete(name);
  return (
    <>
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
