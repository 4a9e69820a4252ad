/**
 * A request's path and query fit to show in a log: the values of query
 * parameters that may carry a secret (codes, tokens, state, passwords, keys,
 * signatures) replaced by `REDACTED`. The CLI's `--log requests` lines and the
 * console's request log both show paths this way.
 */

const SECRET_PARAMETER = /code|token|state|secret|password|key|session|signature|jwt|auth|verifier/i;

/**
 * The path and query of `url` with the values of secret-looking parameters replaced.
 *
 * @example
 * ```ts
 * loggablePath("/oauth/callback?code=abc&lang=en"); // "/oauth/callback?code=REDACTED&lang=en"
 * ```
 */
export function loggablePath(url: string): string {
  const parsed = new URL(url, "http://emulator.invalid");
  for (const name of new Set(parsed.searchParams.keys()))
    if (SECRET_PARAMETER.test(name)) parsed.searchParams.set(name, "REDACTED");
  return `${parsed.pathname}${parsed.search}`;
}
