import { defaultManifestFolder, type ManifestFolder, perFolder } from '../manifests/manifest-folder.ts';

/**
 * Vehicle status codes come from the manifest enum (one source of truth for the SPA's badges,
 * the API's filter schema and the order-status lookup). Order of the file = order of the flow.
 */
export interface VehicleStatus {
  codigo: string;
  nome: string;
  ordem: number;
}

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

/** The statuses of the folder's vehicle-status enum, in flow order; throws when it lacks a code the server's code names (STATUS). */
export const vehicleStatusesOf = perFolder((manifests: ManifestFolder): readonly VehicleStatus[] => {
  const statuses = manifests.enumLabels('vehicle-status').values.map((v, index) => ({ codigo: v.value as string, nome: v.label, ordem: index + 1 }));
  for (const code of Object.values(STATUS)) {
    if (!statuses.some((status) => status.codigo === code)) throw new Error(`${manifests.fileName('enums/vehicle-status.json')} não tem o status ${code}`);
  }
  return statuses;
});

export const vehicleStatusCodesOf = perFolder((manifests: ManifestFolder): string[] => vehicleStatusesOf(manifests).map((s) => s.codigo));

/** The statuses of the repository's manifests (the seed's default). */
export const defaultVehicleStatuses = (): readonly VehicleStatus[] => vehicleStatusesOf(defaultManifestFolder());
