import { describe, expect, it } from 'vitest';
import { bellLabel, unreadBadgeText } from '../../../../src/web/layout/alert-texts.ts';

describe('the bell count', () => {
  it('shows no badge at zero, the number up to 99 and "99+" above', () => {
    expect([0, 1, 99, 100, 1500].map(unreadBadgeText)).toEqual([null, '1', '99', '99+', '99+']);
  });

  it('names the bell with its count for screen readers', () => {
    expect([0, 1, 3, 120].map(bellLabel)).toEqual(['Alertas: nenhum não lido', 'Alertas: 1 não lido', 'Alertas: 3 não lidos', 'Alertas: mais de 99 não lidos']);
  });
});
