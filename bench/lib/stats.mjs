/** Small statistics helpers shared by the figures. */

/** The `q` quantile (0–1) of `values`, linearly interpolated; NaN for none. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

/** The median of `values`. */
export const median = (values) => quantile(values, 0.5);

/** `{ median, p25, p75 }` of `values`: the middle and the interquartile range, the noise shown. */
export function spread(values) {
  return { median: median(values), p25: quantile(values, 0.25), p75: quantile(values, 0.75) };
}
