/**
 * `vitrine-emulator trigger cart-abandoned|cart-recovered|inventory-variants-changed`:
 * asks a running emulator (`POST /_dev/events/trigger`, with a merchant API
 * key) to record a cart event or an order's stock change, which its worker
 * then delivers to the subscribed webhooks.
 */
import { parseArgs } from "node:util";

/** Usage text of `trigger`. */
export const TRIGGER_USAGE = `Usage: vitrine-emulator trigger cart-abandoned|cart-recovered|inventory-variants-changed [options]

  --cart-id ID      the cart (default: a new id; pass the abandoned cart's id to recover it)
  --product-id ID   inventory: the product whose stock an order changes (required)
  --variant-id ID   inventory: its variant (default: the first)
  --reason REASON   inventory: ORDER (default) or REVERT_INVENTORY_CHANGE
  --quantity N      inventory: units the order took or gave back (default 1)
  --url URL         the running emulator (default http://127.0.0.1:4000)
  --api-key KEY     a merchant API key it accepts (default $VITRINE_API_KEY, else the demo key)
  --site-id ID      the site id (default vitrine-demo-site)`;

const TRIGGER_TYPES = ["cart-abandoned", "cart-recovered", "inventory-variants-changed"];

/** Where output goes. */
export interface TriggerOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Runs `trigger` with `args` (after the command name); resolves with the exit code.
 *
 * @example
 * ```ts
 * process.exitCode = await runTrigger(["cart-abandoned"], process.env, console, fetch);
 * ```
 */
export async function runTrigger(
  args: string[],
  env: NodeJS.ProcessEnv,
  out: TriggerOutput,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    out.error(`vitrine-emulator: ${(error as Error).message}\n\n${TRIGGER_USAGE}`);
    return 2;
  }
  const [type, ...rest] = parsed.positionals;
  if (!TRIGGER_TYPES.includes(type ?? "") || rest.length > 0) {
    out.error(`vitrine-emulator: trigger needs one of ${TRIGGER_TYPES.join(", ")}\n\n${TRIGGER_USAGE}`);
    return 2;
  }
  const { values } = parsed;
  if (values.quantity !== undefined && !/^[1-9]\d*$/.test(values.quantity)) {
    out.error(`vitrine-emulator: --quantity needs a whole number of at least 1\n\n${TRIGGER_USAGE}`);
    return 2;
  }
  const quantity = values.quantity === undefined ? undefined : Number(values.quantity);
  const base = values.url ?? "http://127.0.0.1:4000";
  try {
    const response = await fetchImpl(new URL("/_dev/events/trigger", base), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: values["api-key"] ?? env.VITRINE_API_KEY ?? "vitrine-demo-api-key",
        "wix-site-id": values["site-id"] ?? "vitrine-demo-site",
      },
      body: JSON.stringify({
        type,
        ...(values["cart-id"] ? { cartId: values["cart-id"] } : {}),
        ...(values["product-id"] ? { productId: values["product-id"] } : {}),
        ...(values["variant-id"] ? { variantId: values["variant-id"] } : {}),
        ...(values.reason ? { reason: values.reason } : {}),
        ...(quantity === undefined ? {} : { quantity }),
      }),
    });
    const text = await response.text();
    if (!response.ok) {
      out.error(`vitrine-emulator: trigger failed (HTTP ${response.status}): ${text}`);
      return 1;
    }
    const result = JSON.parse(text) as Record<string, string>;
    out.log(
      result.cartId
        ? `recorded ${result.eventType} for cart ${result.cartId}`
        : `recorded ${result.eventType} (${result.reason}) for variant ${result.variantId} of product ${result.productId}`,
    );
    return 0;
  } catch (error) {
    out.error(`vitrine-emulator: cannot reach ${base}: ${(error as Error).message}`);
    return 1;
  }
}

function parse(args: string[]) {
  return parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      "cart-id": { type: "string" },
      "product-id": { type: "string" },
      "variant-id": { type: "string" },
      reason: { type: "string" },
      quantity: { type: "string" },
      url: { type: "string" },
      "api-key": { type: "string" },
      "site-id": { type: "string" },
    },
  });
}
