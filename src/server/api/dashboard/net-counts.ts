/**
 * A dashboard figure read from a roll-up comes in parts: the roll-up's counts, less those of chassis
 * under Expurgo (negative counts), plus deliveries whose receipt is not finished yet. This adds the
 * parts up per key and drops the keys that net to nothing, which the same figure counted from the
 * source rows would not list at all.
 */
export function netCounts<R extends object>(
  rows: readonly R[],
  keyOf: (row: R) => string,
  counts: readonly (keyof R & string)[],
  total: keyof R & string,
): R[] {
  const byKey = new Map<string, R>();
  for (const row of rows) {
    const key = keyOf(row);
    const sum = byKey.get(key);
    if (!sum) byKey.set(key, { ...row });
    else for (const count of counts) (sum[count] as number) += row[count] as number;
  }
  return [...byKey.values()].filter((row) => (row[total] as number) !== 0);
}
