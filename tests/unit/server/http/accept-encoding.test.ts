/** Which encoding an answer gets for a client's Accept-Encoding (http/compression.ts): brotli, else gzip, never one refused with q=0. */
import { describe, expect, it } from 'vitest';
import { chosenEncoding } from '../../../../src/server/http/compression.ts';

describe('chosenEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, expected) => {
    expect(chosenEncoding(header)).toBe(expected);
  });
});
