/** The sales types of an order. The seed writes them to `sales_types`; the API accepts their codes. */
export const salesTypes = [
  { codigo: 'VAREJO', nome: 'Varejo' },
  { codigo: 'VENDA_DIRETA', nome: 'Venda direta' },
  { codigo: 'FROTISTA', nome: 'Frotista' },
  { codigo: 'LOCADORA', nome: 'Locadora' },
  { codigo: 'GOVERNO', nome: 'Governo' },
  { codigo: 'PCD', nome: 'PCD' },
] as const;

export type SalesTypeCode = (typeof salesTypes)[number]['codigo'];
