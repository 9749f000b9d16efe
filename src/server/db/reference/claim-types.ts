/** The types a claim (sinistro) records in `claims.tipo`: the API accepts them, the seed draws from them. */
export const claimTypes = ['Avaria no transporte', 'Roubo de carga', 'Acidente rodoviário', 'Avaria no pátio'];
