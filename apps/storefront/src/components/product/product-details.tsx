/**
 * The buying column of a product page: brand, name, ribbon, the selected variant's price and
 * discount, option pickers, modifiers and subscription plans, stock (or pre-order), "Add to
 * cart", description and info sections. The choices start from the page's URL (`?Size=M`), so
 * the server renders the variant a link or a form without JavaScript chose.
 */
import { type PurchaseChoices, type ShopProduct, useVariantSelection } from "@vitrine/react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { AddToCart } from "./add-to-cart.tsx";
import { choicesIn } from "./add-to-cart-fields.ts";
import { Gallery } from "./gallery.tsx";
import { Price } from "./price.tsx";
import { ProductDescription } from "./product-description.tsx";
import { PurchaseOptionsPicker } from "./purchase-options-picker.tsx";
import { Ribbon } from "./ribbon.tsx";
import { StockStatus } from "./stock-status.tsx";
import { UnitPrice } from "./unit-price.tsx";
import { VariantSelector } from "./variant-selector.tsx";

/** The product page's content for a loaded product. */
export function ProductDetails({ product }: { product: ShopProduct }) {
  const [search] = useSearchParams();
  const selection = useVariantSelection(product, choicesIn(product, search));
  const form = useId();
  const options = product.purchaseOptions;
  const [purchase, setPurchase] = useState<PurchaseChoices>({});
  const chosenColor = selection.options.find((option) => option.optionType === "color")?.selected;
  const colorMedia = product.options
    .find((option) => option.optionType === "color")
    ?.choices?.find((choice) => choice.description === chosenColor)?.media?.mainMedia;
  const discount = product.discount;
  return (
    <article className="product">
      <Gallery items={product.media} name={product.name} featured={colorMedia} />
      <div className="product__info">
        {product.brand ? <p className="product__brand">{product.brand}</p> : null}
        <h1 className="product__name">{product.name}</h1>
        <div className="product__badges">
          <Ribbon text={product.ribbon} />
          {discount ? <span className="badge">{discount}</span> : null}
        </div>
        <Price price={selection.price} large />
        <UnitPrice price={selection.price} unitData={product.pricePerUnit ?? undefined} />
        <VariantSelector selection={selection} form={form} />
        <PurchaseOptionsPicker options={options} value={purchase} form={form} onChange={setPurchase} />
        <StockStatus product={product} selection={selection} />
        <AddToCart
          form={form}
          product={product}
          selection={selection}
          options={options}
          purchase={purchase}
        />
        <ProductDescription html={product.description} />
        {product.infoSections.length ? (
          <div className="product__sections">
            {product.infoSections.map((section) => (
              <details key={section.title} className="product__section">
                <summary>{section.title}</summary>
                <p>{section.description}</p>
              </details>
            ))}
          </div>
        ) : null}
      </div>
    </article>
  );
}
