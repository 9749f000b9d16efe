/**
 * Offline base map of Brazil. No permissively licensed outline data ships with the project, so
 * this is our own coarse approximation: the country border as ~60 hand-placed vertices along
 * well-known coastal and frontier points, and for each of the 27 states (IBGE) an approximate
 * label point and bounding box ([west, south, east, north], degrees). Good for orientation and
 * for zooming to a state; not for cartography.
 */
export interface StateShape {
  uf: string;
  nome: string;
  regiao: 'N' | 'NE' | 'CO' | 'SE' | 'S';
  /** Where the label goes: [lng, lat]. */
  label: readonly [number, number];
  box: readonly [number, number, number, number];
}

export const brazilBox = [-74.0, -33.8, -34.8, 5.3] as const;

export const brazilOutline: readonly (readonly [number, number])[] = [
  [-51.65, 4.15],
  [-50.6, 1.8],
  [-49.9, 0.3],
  [-48.4, -1.2],
  [-47.0, -0.6],
  [-44.4, -2.4],
  [-41.8, -2.8],
  [-38.5, -3.7],
  [-37.3, -4.8],
  [-35.2, -5.2],
  [-34.8, -7.1],
  [-35.0, -8.3],
  [-35.7, -9.7],
  [-37.0, -10.9],
  [-38.5, -13.0],
  [-39.0, -14.8],
  [-39.2, -17.7],
  [-40.3, -20.3],
  [-41.0, -22.0],
  [-42.0, -23.0],
  [-43.2, -23.0],
  [-44.7, -23.4],
  [-46.3, -24.0],
  [-48.0, -25.3],
  [-48.6, -26.5],
  [-48.5, -28.5],
  [-49.7, -29.3],
  [-50.7, -31.0],
  [-52.1, -32.2],
  [-53.4, -33.75],
  [-53.5, -32.5],
  [-55.6, -30.9],
  [-57.6, -30.2],
  [-55.8, -28.2],
  [-53.8, -27.1],
  [-54.6, -25.6],
  [-54.3, -24.0],
  [-55.4, -23.9],
  [-55.7, -22.3],
  [-57.9, -22.1],
  [-57.7, -19.0],
  [-58.4, -16.3],
  [-60.2, -16.2],
  [-61.5, -13.5],
  [-65.3, -10.8],
  [-66.6, -9.9],
  [-69.6, -11.0],
  [-70.6, -9.5],
  [-72.9, -9.0],
  [-74.0, -7.5],
  [-72.9, -5.1],
  [-69.9, -4.2],
  [-69.4, -1.1],
  [-69.8, 1.7],
  [-66.9, 1.2],
  [-64.8, 1.6],
  [-64.0, 4.0],
  [-60.6, 5.27],
  [-59.6, 3.4],
  [-58.0, 1.5],
  [-56.5, 1.9],
  [-54.0, 2.2],
  [-52.9, 2.2],
];

/**
 * South America, coarser still (~70 vertices, our own approximation like the outline above): drawn
 * as land under Brazil so the neighbouring countries read as land, not sea. Brazil's coast is the
 * outline's own coast, from Oiapoque to Chuí.
 */
const coastOfBrazil = brazilOutline.slice(0, 30);
export const southAmericaOutline: readonly (readonly [number, number])[] = [
  [-77.4, 8.7],
  [-75.5, 10.5],
  [-74.2, 11.3],
  [-71.9, 12.4],
  [-70.0, 11.6],
  [-68.2, 10.5],
  [-66.1, 10.6],
  [-64.0, 10.7],
  [-62.3, 10.6],
  [-61.0, 8.6],
  [-59.8, 8.3],
  [-58.0, 6.8],
  [-57.1, 5.9],
  [-55.9, 5.9],
  [-54.0, 5.7],
  [-52.9, 5.4],
  ...coastOfBrazil,
  [-54.9, -34.9],
  [-56.3, -34.9],
  [-58.4, -34.6],
  [-57.4, -35.9],
  [-56.7, -36.4],
  [-57.6, -38.2],
  [-62.3, -38.8],
  [-62.1, -40.9],
  [-65.0, -41.0],
  [-64.5, -42.5],
  [-65.0, -45.0],
  [-67.6, -46.4],
  [-65.8, -47.9],
  [-68.4, -50.1],
  [-69.1, -51.6],
  [-68.4, -52.4],
  [-68.6, -54.9],
  [-66.5, -55.0],
  [-71.0, -55.0],
  [-74.0, -52.0],
  [-75.5, -48.0],
  [-74.0, -44.0],
  [-73.6, -41.0],
  [-73.6, -37.2],
  [-72.5, -35.5],
  [-71.6, -33.0],
  [-71.3, -29.5],
  [-70.5, -25.0],
  [-70.2, -20.0],
  [-70.4, -18.3],
  [-72.5, -16.8],
  [-76.2, -13.9],
  [-77.6, -11.5],
  [-79.0, -8.0],
  [-81.2, -6.0],
  [-80.5, -3.4],
  [-80.9, -2.2],
  [-80.0, 0.5],
  [-79.0, 1.6],
  [-77.5, 3.5],
  [-77.3, 6.5],
  [-77.9, 7.2],
];

const s = (uf: string, nome: string, regiao: StateShape['regiao'], label: [number, number], box: [number, number, number, number]): StateShape => ({
  uf,
  nome,
  regiao,
  label,
  box,
});

export const brazilStates: readonly StateShape[] = [
  s('AC', 'Acre', 'N', [-70.5, -9.2], [-74.0, -11.15, -66.6, -7.1]),
  s('AL', 'Alagoas', 'NE', [-36.6, -9.6], [-38.24, -10.5, -35.15, -8.81]),
  s('AP', 'Amapá', 'N', [-51.9, 1.4], [-54.88, -1.24, -49.88, 4.44]),
  s('AM', 'Amazonas', 'N', [-64.6, -4.2], [-73.8, -9.82, -56.1, 2.25]),
  s('BA', 'Bahia', 'NE', [-41.7, -12.5], [-46.62, -18.35, -37.34, -8.53]),
  s('CE', 'Ceará', 'NE', [-39.5, -5.2], [-41.42, -7.86, -37.25, -2.78]),
  s('DF', 'Distrito Federal', 'CO', [-47.8, -15.8], [-48.29, -16.05, -47.31, -15.5]),
  s('ES', 'Espírito Santo', 'SE', [-40.7, -19.6], [-41.88, -21.3, -39.67, -17.89]),
  s('GO', 'Goiás', 'CO', [-49.6, -15.9], [-53.25, -19.5, -45.91, -12.39]),
  s('MA', 'Maranhão', 'NE', [-45.3, -5.0], [-48.76, -10.26, -41.8, -1.04]),
  s('MT', 'Mato Grosso', 'CO', [-55.9, -12.9], [-61.63, -18.04, -50.22, -7.35]),
  s('MS', 'Mato Grosso do Sul', 'CO', [-54.8, -20.5], [-58.17, -24.07, -50.92, -17.17]),
  s('MG', 'Minas Gerais', 'SE', [-44.6, -18.5], [-51.05, -22.92, -39.86, -14.23]),
  s('PA', 'Pará', 'N', [-52.5, -4.0], [-58.9, -9.84, -46.06, 2.59]),
  s('PB', 'Paraíba', 'NE', [-36.8, -7.1], [-38.77, -8.3, -34.79, -6.03]),
  s('PR', 'Paraná', 'S', [-51.6, -24.6], [-54.62, -26.72, -48.02, -22.52]),
  s('PE', 'Pernambuco', 'NE', [-37.9, -8.4], [-41.36, -9.48, -34.81, -7.28]),
  s('PI', 'Piauí', 'NE', [-42.9, -7.4], [-45.99, -10.93, -40.37, -2.74]),
  s('RJ', 'Rio de Janeiro', 'SE', [-42.7, -22.2], [-44.89, -23.37, -40.96, -20.76]),
  s('RN', 'Rio Grande do Norte', 'NE', [-36.6, -5.8], [-38.58, -6.98, -34.97, -4.83]),
  s('RS', 'Rio Grande do Sul', 'S', [-53.3, -29.8], [-57.64, -33.75, -49.69, -27.08]),
  s('RO', 'Rondônia', 'N', [-62.8, -10.9], [-66.81, -13.69, -59.77, -7.97]),
  s('RR', 'Roraima', 'N', [-61.4, 2.1], [-64.82, -1.58, -58.89, 5.27]),
  s('SC', 'Santa Catarina', 'S', [-50.5, -27.2], [-53.84, -29.35, -48.36, -25.96]),
  s('SP', 'São Paulo', 'SE', [-48.6, -22.3], [-53.11, -25.31, -44.16, -19.78]),
  s('SE', 'Sergipe', 'NE', [-37.4, -10.6], [-38.25, -11.57, -36.39, -9.51]),
  s('TO', 'Tocantins', 'N', [-48.3, -10.2], [-50.74, -13.47, -45.7, -5.17]),
];

export function stateByUf(uf: string): StateShape | undefined {
  return brazilStates.find((state) => state.uf === uf);
}
