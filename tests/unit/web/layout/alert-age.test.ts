import { describe, expect, it } from 'vitest';
import { ageText } from '../../../../src/web/layout/alert-age.ts';

describe('ageText', () => {
  const now = new Date('2025-05-26T15:00:00.000Z');
  const ago = (seconds: number) => ageText(new Date(now.getTime() - seconds * 1000).toISOString(), now);

  it('says how long ago in pt-BR, in the largest whole unit', () => {
    expect([ago(20), ago(5 * 60), ago(2 * 3600 + 59 * 60), ago(24 * 3600), ago(3 * 24 * 3600 + 3600)]).toEqual([
      'agora',
      'há 5 minutos',
      'há 2 horas',
      'ontem',
      'há 3 dias',
    ]);
  });

  it('gives the date past a week, and "agora" for a clock slightly ahead', () => {
    expect(ago(8 * 24 * 3600)).toBe('18/05/2025');
    expect(ago(-30)).toBe('agora');
  });
});
