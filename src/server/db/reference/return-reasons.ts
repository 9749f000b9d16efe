/** The reasons a return records in `returns.motivo`: the API accepts them, the seed draws from them. */
export const returnReasons = ['Avaria no transporte', 'Divergência de pedido', 'Cancelamento da venda', 'Defeito de fábrica'];
