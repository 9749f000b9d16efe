// @vitest-environment jsdom
import '../setup.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import transportDelayDetails from '../../../../manifests/pages/transport-delay-details.json';
import { richTextSummary, sanitizeRichText } from '../../../../src/web/renderer/format/sanitize-rich-text.ts';
import { permissionsFor, renderPage } from './render-page.tsx';

const hostile =
  '<p>Pane no <strong>motor</strong><img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)" onclick="alert(4)">x</a> <a href="https://dnit.gov.br">DNIT</a></p><ul><li>item</li></ul>';

describe('client rich-text sanitizer', () => {
  it('keeps formatting and safe links, drops scripts, handlers and script links', () => {
    const clean = sanitizeRichText(hostile);
    expect(clean).toContain('<strong>motor</strong>');
    expect(clean).toContain('<ul><li>item</li></ul>');
    expect(clean).toContain('<a href="https://dnit.gov.br" rel="noopener noreferrer" target="_blank">DNIT</a>');
    expect(clean).not.toMatch(/<img|<script|onerror|onclick|javascript:/i);
  });

  it('sums rich text up as one line of text for table cells', () => {
    expect(richTextSummary('<p>Um</p><ul><li>dois</li><li>três</li></ul><script>x</script>')).toBe('Um dois três');
  });
});

const delay = {
  id: 9,
  shipmentId: 3,
  chassi: '9BWZZZ377VT004251',
  modelo: 'Polo',
  transportadora: 'Tegma',
  transportadoraCodigo: 'TEG',
  rotaId: 1,
  origemPlanta: 'BET',
  destinoUf: 'SP',
  destinoCidade: 'Campinas',
  diasTarget: 4,
  dataSaida: '2025-05-01T10:00:00Z',
  dataPrevista: '2025-05-05T10:00:00Z',
  dataEntrega: null,
  diasAtraso: 3,
  situacao: 'JUSTIFICADO',
  motivoCodigo: 'QUEBRA_MECANICA',
  motivo: 'Quebra mecânica',
  comentario: hostile,
  justificadoPor: 'operador',
  justificadoEm: '2025-05-06T10:00:00Z',
  resultado: null,
  decididoPor: null,
  decididoEm: null,
};
const history = [
  {
    id: 1,
    acao: 'JUSTIFICATIVA',
    ocorridoEm: '2025-05-06T10:00:00Z',
    usuario: 'operador',
    motivoCodigo: 'QUEBRA_MECANICA',
    motivo: 'Quebra mecânica',
    comentario: hostile,
    observacao: null,
  },
  {
    id: 2,
    acao: 'REJEICAO',
    ocorridoEm: '2025-05-07T10:00:00Z',
    usuario: 'admin',
    motivoCodigo: null,
    motivo: null,
    comentario: null,
    observacao: 'Sem comprovante.',
  },
];

describe('the html format on the delay details page (real manifest)', { timeout: 30_000 }, () => {
  it('shows stored rich text formatted but harmless, and leaves empty timeline details out', async () => {
    const view = await renderPage(transportDelayDetails as PageManifest, {
      url: '/administration/transport-delay/9',
      permissions: permissionsFor('transport-delay'),
      routes: { 'GET /transport-delay/9': delay, 'GET /transport-delay/9/history': history },
    });
    const current = await screen.findByRole('region', { name: 'Justificativa atual' }, { timeout: 15_000 });
    expect((await within(current).findByText('motor', {}, { timeout: 15_000 })).tagName).toBe('STRONG');
    const timeline = await screen.findByRole('region', { name: 'Histórico' });
    await within(timeline).findAllByText('motor', {}, { timeout: 15_000 });
    expect(within(timeline).getByText('Justificativa rejeitada')).toBeTruthy();
    expect(within(timeline).getByText('Sem comprovante.')).toBeTruthy();
    // The rejection has no reason or comment: those labels appear once, for the justification only.
    expect(within(timeline).getAllByText('Comentário:')).toHaveLength(1);
    expect(within(timeline).getAllByText('Observação:')).toHaveLength(1);
    expect(view.container.querySelectorAll('img, script, [onerror], [onclick], a[href^="javascript"]')).toHaveLength(0);
  });
});
