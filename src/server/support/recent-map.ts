/**
 * A map that keeps only its `capacity` most recently used entries: reading or writing an entry makes
 * it the most recent, and writing past the capacity drops the least recent one.
 */
export class RecentMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    // Map order is insertion order: re-inserting marks the entry as the most recently used.
    if (value !== undefined) this.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
  }
}
