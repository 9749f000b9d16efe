import { describe, expect, it } from 'vitest';
import kpiExclusion from '../../../../../manifests/pages/kpi-exclusion.json' with { type: 'json' };
import transportDelay from '../../../../../manifests/pages/transport-delay.json' with { type: 'json' };
import type { PageManifest } from '../../../../../src/shared/manifest/manifest-types.ts';
import {
  allState,
  keepPresent,
  rowKey,
  selectableKeys,
  selectedInOrder,
  selectedValues,
  selectionBody,
  toggleAll,
  toggleKey,
} from '../../../../../src/web/renderer/features/selection/selection-state.ts';

const result = (kpiExclusion as PageManifest).form!.result!;
const [apply] = result.selectionActions!;
const rows = [
  { chassi: 'AAAAAAAAAAAAAAAA1', encontrado: true },
  { chassi: 'AAAAAAAAAAAAAAAA2', encontrado: false },
  { chassi: 'AAAAAAAAAAAAAAAA3', encontrado: true },
  { chassi: 'AAAAAAAAAAAAAAAA4', encontrado: true },
];
const keys = selectableKeys(result, rows);

describe('row selection of a form result (Expurgo manifest)', () => {
  it('keys rows by rowKey and offers only the rows marked selectableWhen', () => {
    expect(rowKey(result, rows[0]!)).toBe('AAAAAAAAAAAAAAAA1');
    expect(keys).toEqual(['AAAAAAAAAAAAAAAA1', 'AAAAAAAAAAAAAAAA3', 'AAAAAAAAAAAAAAAA4']);
    expect(selectableKeys({ rowKey: 'chassi' }, rows)).toHaveLength(4);
  });

  it('toggles one row on and off', () => {
    const one = toggleKey(new Set(), 'AAAAAAAAAAAAAAAA3');
    expect([...one]).toEqual(['AAAAAAAAAAAAAAAA3']);
    expect(toggleKey(one, 'AAAAAAAAAAAAAAAA3').size).toBe(0);
  });

  it('reports none / some / all for the header box, and select all selects or clears everything', () => {
    expect(allState(new Set(), keys)).toBe('none');
    const some = new Set(['AAAAAAAAAAAAAAAA4']);
    expect(allState(some, keys)).toBe('some');
    const all = toggleAll(some, keys);
    expect(allState(all, keys)).toBe('all');
    expect(toggleAll(all, keys).size).toBe(0);
    expect(allState(new Set(), [])).toBe('none');
  });

  it('drops keys that are gone or no longer selectable after a refresh, keeping the same set when nothing changed', () => {
    const chosen = new Set(['AAAAAAAAAAAAAAAA1', 'AAAAAAAAAAAAAAAA4']);
    expect(keepPresent(chosen, keys)).toBe(chosen);
    const refreshed = selectableKeys(result, rows.slice(0, 3));
    expect([...keepPresent(chosen, refreshed)]).toEqual(['AAAAAAAAAAAAAAAA1']);
  });

  it('sends the selected keys in table order under keysField, with the dialog values', () => {
    const chosen = new Set(['AAAAAAAAAAAAAAAA4', 'AAAAAAAAAAAAAAAA1']);
    expect(selectedInOrder(chosen, keys)).toEqual(['AAAAAAAAAAAAAAAA1', 'AAAAAAAAAAAAAAAA4']);
    expect(selectionBody(apply!, selectedInOrder(chosen, keys), { motivo: 'Frota interna' })).toEqual({
      motivo: 'Frota interna',
      chassis: ['AAAAAAAAAAAAAAAA1', 'AAAAAAAAAAAAAAAA4'],
    });
  });
});

describe('row selection of a list page (Justificativas de atraso manifest)', () => {
  const delays = transportDelay as PageManifest;
  const listed = [
    { id: 11, chassi: 'BBBBBBBBBBBBBBBB1', situacao: 'PENDENTE' },
    { id: 12, chassi: 'BBBBBBBBBBBBBBBB2', situacao: 'JUSTIFICADO' },
    { id: 13, chassi: 'BBBBBBBBBBBBBBBB3', situacao: 'PENDENTE' },
    { id: 14, chassi: 'BBBBBBBBBBBBBBBB4', situacao: 'ENCERRADO' },
  ];

  it('offers only the pending delays (selectableWhen), keyed by id, and sends their ids as numbers with the reason', () => {
    const pending = selectableKeys(delays, listed);
    expect(pending).toEqual(['11', '13']);
    const all = selectedInOrder(toggleAll(new Set(), pending), pending);
    const [justify] = delays.selectionActions!;
    expect(selectionBody(justify!, selectedValues(delays, listed, all), { motivoCodigo: 'CLIMA', comentario: '<p>Chuva</p>' })).toEqual({
      motivoCodigo: 'CLIMA',
      comentario: '<p>Chuva</p>',
      ids: [11, 13],
    });
  });
});
