/**
 * The schema.org properties search engines require of the structured data the storefront writes,
 * as checks on parsed JSON-LD: each returns the problems of one object (none when it is
 * complete), so a test names every missing property at once. `Product` needs a name and offers;
 * an `Offer` a price, a currency and an availability; an `AggregateOffer` a low and high price, a
 * currency and a count; list items a position and an absolute URL; `WebSite` a `SearchAction`
 * whose URL template holds the query's placeholder.
 */

type Json = Record<string, unknown>;

const AVAILABILITY = /^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/;
const DECIMAL = /^\d+(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return Boolean(new URL(value).protocol.startsWith("http"));
  } catch {
    return false;
  }
}

function object(value: unknown): Json {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
}

function offerProblems(offer: Json, where: string): string[] {
  const problems: string[] = [];
  if (offer["@type"] !== "Offer") problems.push(`${where}: @type is ${String(offer["@type"])}, not Offer`);
  if (!DECIMAL.test(String(offer.price))) problems.push(`${where}: price ${String(offer.price)}`);
  if (!CURRENCY.test(String(offer.priceCurrency))) problems.push(`${where}: priceCurrency`);
  if (!AVAILABILITY.test(String(offer.availability))) problems.push(`${where}: availability`);
  if (!isAbsoluteUrl(offer.url)) problems.push(`${where}: url`);
  return problems;
}

function listProblems(list: Json, where: string, urlKey: "url" | "item"): string[] {
  const items = list.itemListElement;
  if (!Array.isArray(items)) return [`${where}: itemListElement`];
  return items.flatMap((raw, index) => {
    const item = object(raw);
    const problems: string[] = [];
    if (item["@type"] !== "ListItem") problems.push(`${where}[${index}]: @type`);
    if (typeof item.position !== "number" || item.position < 1) problems.push(`${where}[${index}]: position`);
    if (!isAbsoluteUrl(item[urlKey])) problems.push(`${where}[${index}]: ${urlKey}`);
    if (typeof item.name !== "string" || item.name === "") problems.push(`${where}[${index}]: name`);
    return problems;
  });
}

/**
 * The problems of one JSON-LD object, by its `@type`.
 *
 * @example
 * ```ts
 * expect(schemaProblems(JSON.parse(script.textContent))).toEqual([]);
 * ```
 */
export function schemaProblems(block: Json): string[] {
  const type = String(block["@type"]);
  const problems = block["@context"] === "https://schema.org" ? [] : [`${type}: @context`];
  switch (type) {
    case "Product": {
      if (typeof block.name !== "string" || block.name === "") problems.push("Product: name");
      if (!isAbsoluteUrl(block.url)) problems.push("Product: url");
      const images = block.image;
      if (images !== undefined && !(Array.isArray(images) && images.every(isAbsoluteUrl)))
        problems.push("Product: image");
      if (block.brand !== undefined && typeof object(block.brand).name !== "string")
        problems.push("Product: brand");
      const offers = object(block.offers);
      if (offers["@type"] === "AggregateOffer") {
        if (!DECIMAL.test(String(offers.lowPrice))) problems.push("AggregateOffer: lowPrice");
        if (!DECIMAL.test(String(offers.highPrice))) problems.push("AggregateOffer: highPrice");
        if (Number(offers.lowPrice) > Number(offers.highPrice)) problems.push("AggregateOffer: low > high");
        if (!CURRENCY.test(String(offers.priceCurrency))) problems.push("AggregateOffer: priceCurrency");
        if (typeof offers.offerCount !== "number" || offers.offerCount < 2)
          problems.push("AggregateOffer: offerCount");
        const each = Array.isArray(offers.offers) ? offers.offers : [];
        each.forEach((offer, i) => {
          problems.push(...offerProblems(object(offer), `AggregateOffer.offers[${i}]`));
        });
      } else {
        problems.push(...offerProblems(offers, "Product.offers"));
      }
      return problems;
    }
    case "BreadcrumbList":
      return [...problems, ...listProblems(block, "BreadcrumbList", "item")];
    case "ItemList":
      return [...problems, ...listProblems(block, "ItemList", "url")];
    case "Organization":
      if (typeof block.name !== "string") problems.push("Organization: name");
      if (!isAbsoluteUrl(block.url)) problems.push("Organization: url");
      if (!isAbsoluteUrl(block.logo)) problems.push("Organization: logo");
      return problems;
    case "WebSite": {
      if (!isAbsoluteUrl(block.url)) problems.push("WebSite: url");
      const action = object(block.potentialAction);
      const template = String(object(action.target).urlTemplate ?? "");
      if (action["@type"] !== "SearchAction") problems.push("WebSite: SearchAction");
      if (
        !template.includes("{search_term_string}") ||
        !isAbsoluteUrl(template.replace("{search_term_string}", "x"))
      )
        problems.push("WebSite: urlTemplate");
      if (action["query-input"] !== "required name=search_term_string") problems.push("WebSite: query-input");
      return problems;
    }
    default:
      return [...problems, `unexpected @type ${type}`];
  }
}
