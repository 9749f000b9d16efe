/**
 * The catalogue of delay reasons (domain notes: weather, road block, mechanical breakdown,
 * consignee closed, documentation). Migration 004 writes it to `delay_reasons`; the seed picks
 * the reasons of its justified delays from the same codes.
 */
export const delayReasonCatalogue = [
  { codigo: 'CLIMA', nome: 'Condições climáticas', ordem: 1 },
  { codigo: 'BLOQUEIO_VIA', nome: 'Bloqueio de via', ordem: 2 },
  { codigo: 'QUEBRA_MECANICA', nome: 'Quebra mecânica', ordem: 3 },
  { codigo: 'CONCESSIONARIA_FECHADA', nome: 'Concessionária fechada', ordem: 4 },
  { codigo: 'DOCUMENTACAO', nome: 'Pendência de documentação', ordem: 5 },
] as const;
