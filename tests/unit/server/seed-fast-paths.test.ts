/**
 * The seed's hand-made fast paths (timeline.ts time formatting, prng.ts weighted picker) must give
 * exactly what the plain versions give, or the same seed would no longer mean the same data.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Random } from '../../../src/server/db/seed/prng.ts';
import { isoDate, isoDateTime } from '../../../src/server/db/seed/timeline.ts';

// 1970-01-01 .. 2100-01-01, whole milliseconds (the seed's instants) and fractional ones.
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe('seed fast paths', () => {
  it('formats instants exactly as Date#toISOString', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(isoDateTime(ms)).toBe(new Date(ms).toISOString());
        expect(isoDate(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
      }),
      { numRuns: 5000 },
    );
    expect(isoDateTime(1_700_000_000_000.5)).toBe(new Date(1_700_000_000_000.5).toISOString());
    expect(isoDateTime(Date.UTC(2024, 1, 29, 23, 59, 59, 999))).toBe('2024-02-29T23:59:59.999Z');
  });

  it('picks by weight like Random#weighted, draw for draw', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 900 }), fc.integer(), (weights, seed) => {
        const items = weights.map((_, i) => i);
        const plain = new Random(seed);
        const fast = new Random(seed);
        const pick = fast.weightedPicker(items, weights);
        for (let i = 0; i < 50; i++) expect(pick()).toBe(plain.weighted(items, weights));
      }),
      { numRuns: 300 },
    );
  });
});
