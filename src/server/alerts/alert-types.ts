/** The kinds of alert; their labels are in manifests/enums/alert-type.json. */
export const alertTypes = ['EM_RISCO', 'ATRASADO', 'ATRASO_PENDENTE', 'IMPORTACAO_ROTAS_FALHOU'] as const;
export type AlertType = (typeof alertTypes)[number];
