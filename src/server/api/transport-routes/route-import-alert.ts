/**
 * The alert of a route spreadsheet refused for its rows' errors, for everyone who may upload routes
 * (their page is the link): nothing was imported and the routes may now be stale. Each refusal is
 * an occurrence of its own, so its key is new every time. No region or carrier: every
 * upload-routes holder sees it whatever their subscriptions.
 */
import { randomUUID } from 'node:crypto';
import type { NewAlert } from '../../alerts/raise-alerts.ts';

export function failedRouteImportAlert(refusal: { fileName: string; errors: number; rows: number; usuario: string }): NewAlert {
  return {
    tipo: 'IMPORTACAO_ROTAS_FALHOU',
    chave: randomUUID(),
    titulo: `Importação de rotas recusada: ${refusal.fileName}`,
    texto: `${refusal.errors} erro(s) em ${refusal.rows} linha(s); nada foi importado. Enviada por ${refusal.usuario}.`,
    link: '/settings/upload-file',
    recurso: 'upload-routes',
    regiaoCodigo: null,
    transportadora: null,
  };
}
