import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCnpj, buildNfeKey, buildVin, isValidCnpj, isValidNfeKey, nfeCheckDigit } from '../../../src/server/db/seed/identifiers.ts';

describe('Brazilian identifiers', () => {
  it('accepts known real check digits', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true); // alphanumeric CNPJ example of the Receita Federal
    expect(buildVin('1M8', 'GDM9A', 2001, 'P', 42).length).toBe(17);
  });

  it('every generated CNPJ and NF-e key validates, and any single-digit change is caught', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{8}$/), fc.integer({ min: 1, max: 999_999_999 }), (root, code, number) => {
        const cnpj = buildCnpj(root);
        expect(isValidCnpj(cnpj)).toBe(true);
        const key = buildNfeKey({ ufCode: '35', yearMonth: '2505', cnpj, series: 1, number, numericCode: code });
        expect(key).toHaveLength(44);
        expect(isValidNfeKey(key)).toBe(true);
        const tampered = `${key.slice(0, 43)}${(Number(key[43]) + 1) % 10}`;
        expect(isValidNfeKey(tampered)).toBe(nfeCheckDigit(key.slice(0, 43)) === tampered[43]);
      }),
      { numRuns: 200 },
    );
  });
});
