/** IBGE regions and the 27 states, with a few cities each (lat/lng of the city centre). */
export const regions = [
  { codigo: 'N', nome: 'Norte' },
  { codigo: 'NE', nome: 'Nordeste' },
  { codigo: 'CO', nome: 'Centro-Oeste' },
  { codigo: 'SE', nome: 'Sudeste' },
  { codigo: 'S', nome: 'Sul' },
] as const;

export interface City {
  nome: string;
  lat: number;
  lng: number;
}
export interface State {
  uf: string;
  nome: string;
  regiao: string;
  ibge: string;
  weight: number;
  cities: City[];
}

const c = (nome: string, lat: number, lng: number): City => ({ nome, lat, lng });

export const states: State[] = [
  { uf: 'AC', nome: 'Acre', regiao: 'N', ibge: '12', weight: 1, cities: [c('Rio Branco', -9.975, -67.81)] },
  { uf: 'AL', nome: 'Alagoas', regiao: 'NE', ibge: '27', weight: 2, cities: [c('Maceió', -9.666, -35.735), c('Arapiraca', -9.752, -36.661)] },
  { uf: 'AP', nome: 'Amapá', regiao: 'N', ibge: '16', weight: 1, cities: [c('Macapá', 0.035, -51.07)] },
  { uf: 'AM', nome: 'Amazonas', regiao: 'N', ibge: '13', weight: 3, cities: [c('Manaus', -3.119, -60.022)] },
  {
    uf: 'BA',
    nome: 'Bahia',
    regiao: 'NE',
    ibge: '29',
    weight: 6,
    cities: [c('Salvador', -12.971, -38.501), c('Feira de Santana', -12.266, -38.966), c('Vitória da Conquista', -14.866, -40.839)],
  },
  { uf: 'CE', nome: 'Ceará', regiao: 'NE', ibge: '23', weight: 4, cities: [c('Fortaleza', -3.732, -38.527), c('Juazeiro do Norte', -7.213, -39.315)] },
  { uf: 'DF', nome: 'Distrito Federal', regiao: 'CO', ibge: '53', weight: 4, cities: [c('Brasília', -15.794, -47.882)] },
  { uf: 'ES', nome: 'Espírito Santo', regiao: 'SE', ibge: '32', weight: 3, cities: [c('Vitória', -20.315, -40.312), c('Serra', -20.128, -40.307)] },
  {
    uf: 'GO',
    nome: 'Goiás',
    regiao: 'CO',
    ibge: '52',
    weight: 5,
    cities: [c('Goiânia', -16.686, -49.264), c('Anápolis', -16.328, -48.953), c('Rio Verde', -17.798, -50.928)],
  },
  { uf: 'MA', nome: 'Maranhão', regiao: 'NE', ibge: '21', weight: 2, cities: [c('São Luís', -2.53, -44.303), c('Imperatriz', -5.526, -47.478)] },
  { uf: 'MT', nome: 'Mato Grosso', regiao: 'CO', ibge: '51', weight: 3, cities: [c('Cuiabá', -15.601, -56.097), c('Rondonópolis', -16.467, -54.636)] },
  { uf: 'MS', nome: 'Mato Grosso do Sul', regiao: 'CO', ibge: '50', weight: 3, cities: [c('Campo Grande', -20.469, -54.62), c('Dourados', -22.221, -54.806)] },
  {
    uf: 'MG',
    nome: 'Minas Gerais',
    regiao: 'SE',
    ibge: '31',
    weight: 11,
    cities: [
      c('Belo Horizonte', -19.917, -43.934),
      c('Uberlândia', -18.918, -48.277),
      c('Juiz de Fora', -21.764, -43.35),
      c('Montes Claros', -16.735, -43.862),
    ],
  },
  { uf: 'PA', nome: 'Pará', regiao: 'N', ibge: '15', weight: 3, cities: [c('Belém', -1.455, -48.49), c('Marabá', -5.369, -49.117)] },
  { uf: 'PB', nome: 'Paraíba', regiao: 'NE', ibge: '25', weight: 2, cities: [c('João Pessoa', -7.115, -34.864), c('Campina Grande', -7.23, -35.881)] },
  {
    uf: 'PR',
    nome: 'Paraná',
    regiao: 'S',
    ibge: '41',
    weight: 8,
    cities: [c('Curitiba', -25.428, -49.273), c('Londrina', -23.31, -51.163), c('Maringá', -23.42, -51.933), c('Cascavel', -24.955, -53.455)],
  },
  {
    uf: 'PE',
    nome: 'Pernambuco',
    regiao: 'NE',
    ibge: '26',
    weight: 4,
    cities: [c('Recife', -8.047, -34.877), c('Caruaru', -8.284, -35.97), c('Petrolina', -9.389, -40.503)],
  },
  { uf: 'PI', nome: 'Piauí', regiao: 'NE', ibge: '22', weight: 2, cities: [c('Teresina', -5.089, -42.801)] },
  {
    uf: 'RJ',
    nome: 'Rio de Janeiro',
    regiao: 'SE',
    ibge: '33',
    weight: 9,
    cities: [c('Rio de Janeiro', -22.907, -43.173), c('Niterói', -22.883, -43.104), c('Campos dos Goytacazes', -21.752, -41.33)],
  },
  { uf: 'RN', nome: 'Rio Grande do Norte', regiao: 'NE', ibge: '24', weight: 2, cities: [c('Natal', -5.795, -35.209), c('Mossoró', -5.188, -37.344)] },
  {
    uf: 'RS',
    nome: 'Rio Grande do Sul',
    regiao: 'S',
    ibge: '43',
    weight: 7,
    cities: [c('Porto Alegre', -30.035, -51.218), c('Caxias do Sul', -29.168, -51.179), c('Pelotas', -31.772, -52.343)],
  },
  { uf: 'RO', nome: 'Rondônia', regiao: 'N', ibge: '11', weight: 1, cities: [c('Porto Velho', -8.761, -63.9)] },
  { uf: 'RR', nome: 'Roraima', regiao: 'N', ibge: '14', weight: 1, cities: [c('Boa Vista', 2.82, -60.672)] },
  {
    uf: 'SC',
    nome: 'Santa Catarina',
    regiao: 'S',
    ibge: '42',
    weight: 6,
    cities: [c('Florianópolis', -27.595, -48.548), c('Joinville', -26.304, -48.846), c('Blumenau', -26.919, -49.066), c('Chapecó', -27.1, -52.615)],
  },
  {
    uf: 'SP',
    nome: 'São Paulo',
    regiao: 'SE',
    ibge: '35',
    weight: 24,
    cities: [
      c('São Paulo', -23.55, -46.633),
      c('Campinas', -22.906, -47.061),
      c('Ribeirão Preto', -21.177, -47.81),
      c('São José dos Campos', -23.179, -45.887),
      c('Sorocaba', -23.501, -47.458),
      c('Santos', -23.961, -46.333),
      c('Bauru', -22.314, -49.06),
    ],
  },
  { uf: 'SE', nome: 'Sergipe', regiao: 'NE', ibge: '28', weight: 1, cities: [c('Aracaju', -10.947, -37.073)] },
  { uf: 'TO', nome: 'Tocantins', regiao: 'N', ibge: '17', weight: 1, cities: [c('Palmas', -10.184, -48.333)] },
];
