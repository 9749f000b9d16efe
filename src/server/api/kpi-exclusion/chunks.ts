const CHUNK = 500;

/** Slices of at most 500 items: `IN (...)` lists and multi-row inserts stay under the drivers' parameter limits. */
export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}
