import { describe, expect, it } from 'vitest';
import help from '../../../../../manifests/pages/help.json' with { type: 'json' };
import transportDelay from '../../../../../manifests/pages/transport-delay.json' with { type: 'json' };
import type { PageManifest } from '../../../../../src/shared/manifest/manifest-types.ts';
import { initialFormValues, rowActionCall, rowActionShows } from '../../../../../src/web/renderer/features/row-actions/row-action-call.ts';

const [justify, close] = (transportDelay as PageManifest).rowActions!;
const [editHelp] = (help as PageManifest).rowActions!;

describe('row actions of Justificativas de atraso (real manifest)', () => {
  it('offers Justificar only on pending delays and Encerrar only on justified ones', () => {
    const shown = (situacao: string) => [justify!, close!].filter((action) => rowActionShows(action, { id: 7, situacao })).map((action) => action.id);
    expect(shown('PENDENTE')).toEqual(['justify']);
    expect(shown('JUSTIFICADO')).toEqual(['close']);
    expect(shown('ENCERRADO')).toEqual([]);
    expect(shown('')).toEqual([]);
  });

  it('posts the justification of the row to its path', () => {
    expect(rowActionCall(justify!, { id: 7, situacao: 'PENDENTE' }, {}, { motivoCodigo: 'CLIMA', comentario: '<p>x</p>' })).toMatchObject({
      method: 'POST',
      path: '/transport-delay/7/justify',
      body: { motivoCodigo: 'CLIMA', comentario: '<p>x</p>' },
    });
  });
});

describe('row action of Ajuda (real manifest)', () => {
  it('shows on every topic and opens the editor with the current text', () => {
    expect(rowActionShows(editHelp!, { id: 'perfil' })).toBe(true);
    expect(initialFormValues(editHelp!, { id: 'perfil', conteudo: '<p>Seus dados</p>' })).toEqual({ conteudo: '<p>Seus dados</p>' });
  });
});
