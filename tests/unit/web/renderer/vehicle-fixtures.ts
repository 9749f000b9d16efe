/** Vehicle list items shaped like the API's (tests only). */
export function vehicleItem(index: number): Record<string, unknown> {
  const suffix = String(4251 + index).padStart(6, '0');
  return {
    id: index + 1,
    chassi: `9BWZZZ377VT${suffix}`,
    modelo: index % 2 === 0 ? 'Polo' : 'T-Cross',
    numeroPedido: `P${1000 + index}`,
    numeroNF: String(50000 + index),
    dataPedido: '2025-01-01',
    status: index % 2 === 0 ? 'FATURADO' : 'TRANSITO',
    concessionaria: 'Concessionária Paulista',
    regiao: 'Sudeste',
    diasNoStatus: 1200 + index,
    cor: index % 2 === 0 ? 'Branco' : 'Prata',
    orderId: `O${index}`,
    orderItemId: `I${index}`,
  };
}

export function listAnswer(items: Record<string, unknown>[], total: number, page = 1, pageSize = 50) {
  return { items, total, page, pageSize };
}

export const lookupRoutes = {
  'GET /vehicle/listModels': [{ codigo: 'POLO', nome: 'Polo' }],
  'GET /vehicle/order-status': [{ codigo: 'FATURADO', nome: 'Faturado' }],
  'GET /division/listRegions': [{ codigo: 'SE', nome: 'Sudeste' }],
  'GET /division/listStates': [{ codigo: 'SP', nome: 'São Paulo' }],
  'GET /vehicle/listDealers': [{ codigo: 'D1', nome: 'Concessionária Paulista', cidade: 'São Paulo', uf: 'SP' }],
  'GET /vehicle/listSalesTypes': [{ codigo: 'VD', nome: 'Venda direta' }],
  'GET /vehicle/listCarriers': [{ codigo: 'TRC01', nome: 'Transportadora Sul' }],
};
