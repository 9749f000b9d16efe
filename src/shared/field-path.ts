/** Reads a dot-path field (`recebimento.status`) of a record; missing steps give undefined. */
export function readField(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}
