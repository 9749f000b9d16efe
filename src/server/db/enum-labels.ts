import fs from 'node:fs';

interface EnumLabels {
  label(value: string | number | null | undefined): string;
  /** Every value with its label, in the file's order. */
  values: readonly { value: string | number; label: string }[];
}

const loaded = new Map<string, EnumLabels>();

/**
 * Labels of a manifest enum (manifests/enums/<name>.json): one source for the SPA and server-rendered
 * text. Read once per process (a list sorted by label asks on every request).
 */
export function enumLabels(name: string): EnumLabels {
  let labels = loaded.get(name);
  if (!labels) loaded.set(name, (labels = readEnum(name)));
  return labels;
}

function readEnum(name: string): EnumLabels {
  const file = new URL(`../../../manifests/enums/${name}.json`, import.meta.url);
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { fallbackLabel?: string; values: { value: string | number; label: string }[] };
  const byValue = new Map(parsed.values.map((v) => [String(v.value), v.label]));
  return { values: parsed.values, label: (value) => (value === null || value === undefined ? undefined : byValue.get(String(value))) ?? parsed.fallbackLabel ?? '--' };
}
