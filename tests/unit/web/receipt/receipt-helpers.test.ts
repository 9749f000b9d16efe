import { describe, expect, it } from 'vitest';
import { draftProblems, moveItem } from '../../../../src/web/custom/checklist-templates/template-draft.ts';
import { damageCodeError, describeDamageCode, formatDamageCode, parseDamageCode } from '../../../../src/shared/damage-code.ts';

describe('damage codes', () => {
  it('reads area, type and severity, with or without separators', () => {
    expect(parseDamageCode('03042')).toEqual({ area: '03', tipo: '04', gravidade: '2' });
    expect(parseDamageCode('03-04-2')).toEqual({ area: '03', tipo: '04', gravidade: '2' });
    expect(formatDamageCode('03042')).toBe('03-04-2');
    expect(describeDamageCode('10115')).toBe('Área 10 · Tipo 11 · Gravidade 5');
  });

  it('explains a code that cannot be valid', () => {
    expect(damageCodeError('0304')).toMatch(/5 dígitos/);
    expect(damageCodeError('03047')).toMatch(/gravidade \(1 a 6\)/);
    expect(damageCodeError('')).toBeUndefined();
  });
});

describe('template draft', () => {
  it('moves items up and down, clamped at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    const same = ['a', 'b'];
    expect(moveItem(same, 1, 5)).toBe(same);
  });

  it('lists what keeps a draft from being saved', () => {
    expect(draftProblems('', [])).toEqual(['Informe o nome do modelo.', 'O modelo precisa de ao menos um item.']);
    expect(draftProblems('X', [{ key: 'a', grupo: 'Externo', descricao: ' ', tipoResposta: 'OK_NOK', fotoObrigatoria: false }])).toEqual([
      'Item 1: informe o grupo e a descrição.',
    ]);
  });
});
