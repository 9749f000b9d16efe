/**
 * The plants vehicles leave from. The seed writes them to `plants` (the CNPJ from `cnpjRoot`, the
 * VIN's plant letter `vinPlant`); the API accepts their codes where a filter names a plant.
 */
export const plants = [
  { codigo: 'BET', nome: 'Fábrica Betim', cidade: 'Betim', uf: 'MG', lat: -19.968, lng: -44.198, cnpjRoot: '16701716', vinPlant: 'B' },
  {
    codigo: 'SBC',
    nome: 'Fábrica São Bernardo do Campo',
    cidade: 'São Bernardo do Campo',
    uf: 'SP',
    lat: -23.694,
    lng: -46.565,
    cnpjRoot: '59104422',
    vinPlant: 'P',
  },
  { codigo: 'GRV', nome: 'Fábrica Gravataí', cidade: 'Gravataí', uf: 'RS', lat: -29.944, lng: -50.992, cnpjRoot: '59275792', vinPlant: 'G' },
  { codigo: 'SUM', nome: 'Fábrica Sumaré', cidade: 'Sumaré', uf: 'SP', lat: -22.822, lng: -47.267, cnpjRoot: '01192333', vinPlant: 'S' },
  { codigo: 'SOR', nome: 'Fábrica Sorocaba', cidade: 'Sorocaba', uf: 'SP', lat: -23.501, lng: -47.458, cnpjRoot: '03470727', vinPlant: 'J' },
  {
    codigo: 'SJP',
    nome: 'Fábrica São José dos Pinhais',
    cidade: 'São José dos Pinhais',
    uf: 'PR',
    lat: -25.535,
    lng: -49.206,
    cnpjRoot: '00913443',
    vinPlant: 'R',
  },
] as const;

export type PlantCode = (typeof plants)[number]['codigo'];
