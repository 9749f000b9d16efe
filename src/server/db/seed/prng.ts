/**
 * Seeded pseudo-random numbers (sfc32, seeded through splitmix32): the seed is the only source
 * of variation, so the same seed always yields the same demo data (never Math.random / Date.now).
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight; `weights[i]` belongs to `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i]!;
      if (r < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /**
   * `weighted` for a long list drawn from many times: the running sums are computed once and each
   * draw is a binary search. Same draw, same item as `weighted` (integer weights: exact sums).
   */
  weightedPicker<T>(items: readonly T[], weights: readonly number[]): () => T {
    const ends: number[] = [];
    let total = 0;
    for (const weight of weights) ends.push((total += weight));
    return () => {
      const r = this.next() * total;
      let low = 0;
      let high = items.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (r < ends[middle]!) high = middle;
        else low = middle + 1;
      }
      return items[low]!;
    };
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }
}
