/**
 * A dashboard's bucket label as the integer range it stands for, to fill a list's numeric range
 * filter (drill `{ "bucket": … }`): "31-60" is 31 to 60, "90+" is more than 90 (domain "Aging":
 * 0–30, 31–60, 61–90, 90+). Shared by the link (drill-href.ts) and the manifest checker, which
 * refuses a row field whose values are not buckets.
 */
export interface BucketRange {
  from: number;
  to?: number;
}

export function bucketRange(label: unknown): BucketRange | undefined {
  const match = typeof label === 'string' ? /^(\d{1,6})(?:-(\d{1,6})|(\+))$/.exec(label) : null;
  if (!match) return undefined;
  const [, first, last] = match;
  if (last === undefined) return { from: Number(first) + 1 };
  return Number(first) <= Number(last) ? { from: Number(first), to: Number(last) } : undefined;
}
