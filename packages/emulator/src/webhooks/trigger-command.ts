/**
 * `vitrine-emulator trigger cart-abandoned|cart-recovered`: asks a running
 * emulator (`POST /_dev/events/trigger`, with a merchant API key) to record a
 * cart event, which its worker then delivers to the subscribed webhooks.
 */
import { parseArgs } from "node:util";

/** Usage text of `trigger`. */
export const TRIGGER_USAGE = `Usage: vitrine-emulator trigger cart-abandoned|cart-recovered [options]

  --cart-id ID      the cart (default: a new id; pass the abandoned cart's id to recover it)
  --url URL         the running emulator (default http://127.0.0.1:4000)
  --api-key KEY     a merchant API key it accepts (default $VITRINE_API_KEY, else the demo key)
  --site-id ID      the site id (default vitrine-demo-site)`;

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
  if ((type !== "cart-abandoned" && type !== "cart-recovered") || rest.length > 0) {
    out.error(`vitrine-emulator: trigger needs cart-abandoned or cart-recovered\n\n${TRIGGER_USAGE}`);
    return 2;
  }
  const { values } = parsed;
  const base = values.url ?? "http://127.0.0.1:4000";
  try {
    const response = await fetchImpl(new URL("/_dev/events/trigger", base), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: values["api-key"] ?? env.VITRINE_API_KEY ?? "vitrine-demo-api-key",
        "wix-site-id": values["site-id"] ?? "vitrine-demo-site",
      },
      body: JSON.stringify({ type, ...(values["cart-id"] ? { cartId: values["cart-id"] } : {}) }),
    });
    const text = await response.text();
    if (!response.ok) {
      out.error(`vitrine-emulator: trigger failed (HTTP ${response.status}): ${text}`);
      return 1;
    }
    const result = JSON.parse(text) as { eventType: string; cartId: string };
    out.log(`recorded ${result.eventType} for cart ${result.cartId}`);
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
      url: { type: "string" },
      "api-key": { type: "string" },
      "site-id": { type: "string" },
    },
  });
}
