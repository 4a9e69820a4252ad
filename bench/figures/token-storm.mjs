/**
 * Figure 4, token storm: a client whose access token expired a minute ago makes `CALLS`
 * concurrent `getProduct` calls; the stub counts the token requests that follow (it answers each
 * after 10 ms, so every call is under way before the first renewal lands). Vitrine's OAuthStrategy
 * should send exactly one; the provider's count is reported.
 */
import { create, expiredTokens } from "../lib/contestants.mjs";

const CALLS = 100;

export async function measureTokenStorm(stub) {
  const result = { calls: CALLS };
  for (const name of ["vitrine", "provider"]) {
    const client = await create(name, stub.origin, expiredTokens());
    await stub.stats();
    const answers = await Promise.allSettled(
      Array.from({ length: CALLS }, () => client.getProduct(stub.productId)),
    );
    const { tokenRequests } = await stub.stats();
    result[name] = { tokenRequests, failed: answers.filter((a) => a.status === "rejected").length };
  }
  return result;
}
