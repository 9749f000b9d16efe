import fs from 'node:fs';

/**
 * Vehicle status codes come from the manifest enum (one source of truth for the SPA's badges,
 * the API's filter schema and the order-status lookup). Order of the file = order of the flow.
 */
interface EnumFile { values: { value: string; label: string }[] }

const file = new URL('../../../manifests/enums/vehicle-status.json', import.meta.url);
const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as EnumFile;

export const vehicleStatuses: readonly { codigo: string; nome: string; ordem: number }[] = parsed.values.map((v, index) => ({
  codigo: v.value,
  nome: v.label,
  ordem: index + 1,
}));

export const vehicleStatusCodes: readonly string[] = vehicleStatuses.map((s) => s.codigo);

/** The codes the seed's timeline uses; checked against the manifest at start so a rename fails loudly. */
export const STATUS = {
  produzido: 'PRODUZIDO',
  emEstoque: 'EM ESTOQUE',
  faturado: 'FATURADO',
  liberado: 'LIBERADO',
  transito: 'TRANSITO',
  entregue: 'ENTREGUE',
  vendido: 'VENDIDO',
  bloqueado: 'BLOQUEADO',
  devolucao: 'DEVOLUCAO',
  sinistro: 'SINISTRO',
} as const;

for (const code of Object.values(STATUS)) {
  if (!vehicleStatusCodes.includes(code)) throw new Error(`manifests/enums/vehicle-status.json não tem o status ${code}`);
}
