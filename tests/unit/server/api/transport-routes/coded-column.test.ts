import { describe, expect, it } from 'vitest';
import { allowedValues, codedColumn, foldText, MAX_LISTED_VALUES } from '../../../../../src/server/api/transport-routes/coded-column.ts';

const modes = [
  { code: 'RODOVIARIO', label: 'Rodoviário' },
  { code: 'CABOTAGEM', label: 'Cabotagem' },
  { code: 'FERROVIARIO', label: 'Ferroviário' },
];
const readMode = codedColumn(modes, (text) => `Modal "${text}" inválido.`);

describe('foldText', () => {
  it('ignores case and accents, Portuguese ones included', () => {
    expect(['Rodoviário', 'RODOVIÁRIO', 'rodoviario', 'RODOVIARIO'].map(foldText)).toEqual(Array(4).fill('rodoviario'));
    expect(foldText('São José dos Pinhais')).toBe('sao jose dos pinhais');
    expect(foldText('Açaí Ç Ñ ê õ')).toBe('acai c n e o');
  });
});

describe('codedColumn', () => {
  it('reads the code or the label the app shows, in any case, with or without accents', () => {
    for (const cell of ['RODOVIARIO', 'rodoviario', 'Rodoviário', 'RODOVIÁRIO', 'rodoviário', 'Rodoviario']) {
      expect(readMode(cell)).toEqual({ code: 'RODOVIARIO' });
    }
    expect(readMode('cabotagem')).toEqual({ code: 'CABOTAGEM' });
    expect(readMode('FERROVIÁRIO')).toEqual({ code: 'FERROVIARIO' });
  });

  it('refuses an unknown value listing every code with its label, in pt-BR', () => {
    expect(readMode('Aéreo')).toEqual({
      error: 'Modal "Aéreo" inválido. Valores aceitos (código ou nome): RODOVIARIO (Rodoviário), CABOTAGEM (Cabotagem), FERROVIARIO (Ferroviário).',
    });
  });

  it('asks for a value in an empty cell', () => {
    expect(readMode('')).toEqual({ error: 'Campo obrigatório.' });
  });

  it('takes a code over a label that reads the same', () => {
    const plants = codedColumn(
      [
        { code: 'BET', label: 'Fábrica Betim' },
        { code: 'FAB', label: 'Bet' },
      ],
      (text) => `Planta "${text}" não cadastrada.`,
    );
    expect(plants('bet')).toEqual({ code: 'BET' });
    expect(plants('fábrica betim')).toEqual({ code: 'BET' });
  });

  it('asks for the code when a label is shared by several codes', () => {
    const carriers = codedColumn(
      [
        { code: 'CEG', label: 'Cegonha Transportes' },
        { code: 'CGT', label: 'Cegonha transportes' },
        { code: 'CTR', label: 'CEGONHA TRANSPORTES' },
      ],
      (text) => `Transportadora "${text}" não cadastrada.`,
    );
    expect(carriers('Cegonha Transportes')).toEqual({ error: '"Cegonha Transportes" é o nome de CEG, CGT e CTR; use o código.' });
    expect(carriers('cgt')).toEqual({ code: 'CGT' });
  });
});

describe('allowedValues', () => {
  it(`lists at most ${MAX_LISTED_VALUES} values and counts the rest`, () => {
    const carriers = Array.from({ length: MAX_LISTED_VALUES + 5 }, (_, i) => ({ code: `C${i + 1}`, label: `Transportadora ${i + 1}` }));
    const listed = allowedValues(carriers);
    expect(listed.startsWith('C1 (Transportadora 1), C2 (Transportadora 2), ')).toBe(true);
    expect(listed.endsWith(`C${MAX_LISTED_VALUES} (Transportadora ${MAX_LISTED_VALUES}) e mais 5`)).toBe(true);
    expect(allowedValues(carriers.slice(0, MAX_LISTED_VALUES))).not.toContain(' e mais ');
  });
});
