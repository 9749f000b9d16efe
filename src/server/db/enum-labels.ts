import fs from 'node:fs';

/** Labels of a manifest enum (manifests/enums/<name>.json): one source for the SPA and server-rendered text. */
export function enumLabels(name: string): {
  label(value: string | number | null | undefined): string;
  /** Every value with its label, in the file's order. */
  values: readonly { value: string | number; label: string }[];
} {
  const file = new URL(`../../../manifests/enums/${name}.json`, import.meta.url);
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { fallbackLabel?: string; values: { value: string | number; label: string }[] };
  const byValue = new Map(parsed.values.map((v) => [String(v.value), v.label]));
  return { values: parsed.values, label: (value) => (value === null || value === undefined ? undefined : byValue.get(String(value))) ?? parsed.fallbackLabel ?? '--' };
}
