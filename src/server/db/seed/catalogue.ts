/** Product catalogue of the demo data: plants, models, sales types, carriers, checklist template. */
import { delayReasonCatalogue } from '../reference/delay-reasons.ts';

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

/** WMI prefixes are the real Brazilian ones of each maker (docs/architecture.md, "Domain terms"). */
export const models: { codigo: string; nome: string; marca: string; wmi: string; planta: PlantCode; vds: string; preco: number; versoes: string[] }[] = [
  {
    codigo: 'STRADA',
    nome: 'Strada',
    marca: 'Fiat',
    wmi: '9BD',
    planta: 'BET',
    vds: '281A2',
    preco: 119_990,
    versoes: ['Endurance 1.3', 'Freedom 1.3', 'Volcano 1.3 CVT', 'Ranch 1.0 Turbo'],
  },
  { codigo: 'ARGO', nome: 'Argo', marca: 'Fiat', wmi: '9BD', planta: 'BET', vds: '358A1', preco: 89_990, versoes: ['1.0', 'Drive 1.3', 'Trekking 1.3 CVT'] },
  { codigo: 'MOBI', nome: 'Mobi', marca: 'Fiat', wmi: '9BD', planta: 'BET', vds: '341A1', preco: 74_990, versoes: ['Like 1.0', 'Trekking 1.0'] },
  {
    codigo: 'POLO',
    nome: 'Polo',
    marca: 'Volkswagen',
    wmi: '9BW',
    planta: 'SBC',
    vds: 'DB6AW',
    preco: 99_990,
    versoes: ['Track 1.0', 'MPI 1.0', 'Highline 200 TSI', 'GTS 250 TSI'],
  },
  {
    codigo: 'TCROSS',
    nome: 'T-Cross',
    marca: 'Volkswagen',
    wmi: '9BW',
    planta: 'SBC',
    vds: 'BJ6C1',
    preco: 149_990,
    versoes: ['Sense 200 TSI', 'Comfortline 200 TSI', 'Highline 250 TSI'],
  },
  {
    codigo: 'SAVEIRO',
    nome: 'Saveiro',
    marca: 'Volkswagen',
    wmi: '9BW',
    planta: 'SBC',
    vds: 'KB45U',
    preco: 104_990,
    versoes: ['Robust CS', 'Trendline CD', 'Extreme CD'],
  },
  {
    codigo: 'ONIX',
    nome: 'Onix',
    marca: 'Chevrolet',
    wmi: '9BG',
    planta: 'GRV',
    vds: 'EB48G',
    preco: 94_990,
    versoes: ['1.0', 'LT 1.0 Turbo', 'Premier 1.0 Turbo'],
  },
  {
    codigo: 'ONIXPLUS',
    nome: 'Onix Plus',
    marca: 'Chevrolet',
    wmi: '9BG',
    planta: 'GRV',
    vds: 'EB69G',
    preco: 104_990,
    versoes: ['LT 1.0 Turbo', 'Premier 1.0 Turbo'],
  },
  { codigo: 'CITY', nome: 'City', marca: 'Honda', wmi: '93H', planta: 'SUM', vds: 'GN254', preco: 124_990, versoes: ['EX 1.5', 'EXL 1.5', 'Touring 1.5'] },
  { codigo: 'HRV', nome: 'HR-V', marca: 'Honda', wmi: '93H', planta: 'SUM', vds: 'RV575', preco: 159_990, versoes: ['EX 1.5', 'EXL 1.5', 'Advance 1.5 Turbo'] },
  {
    codigo: 'COROLLA',
    nome: 'Corolla',
    marca: 'Toyota',
    wmi: '9BR',
    planta: 'SOR',
    vds: 'BZ3BE',
    preco: 159_990,
    versoes: ['GLi 2.0', 'XEi 2.0', 'Altis Hybrid'],
  },
  {
    codigo: 'CCROSS',
    nome: 'Corolla Cross',
    marca: 'Toyota',
    wmi: '9BR',
    planta: 'SOR',
    vds: 'KZAAG',
    preco: 179_990,
    versoes: ['XR 2.0', 'XRE 2.0', 'XRX Hybrid'],
  },
  {
    codigo: 'KWID',
    nome: 'Kwid',
    marca: 'Renault',
    wmi: '93Y',
    planta: 'SJP',
    vds: 'RBB2A',
    preco: 69_990,
    versoes: ['Zen 1.0', 'Intense 1.0', 'Outsider 1.0'],
  },
  {
    codigo: 'DUSTER',
    nome: 'Duster',
    marca: 'Renault',
    wmi: '93Y',
    planta: 'SJP',
    vds: 'HJD2D',
    preco: 124_990,
    versoes: ['Intense 1.6 CVT', 'Iconic 1.3 Turbo'],
  },
];

export const colours = ['Branco', 'Preto', 'Prata', 'Cinza', 'Vermelho', 'Azul'] as const;
export const colourWeights = [30, 22, 20, 15, 8, 5] as const;

export const salesTypes = [
  { codigo: 'VAREJO', nome: 'Varejo' },
  { codigo: 'VENDA_DIRETA', nome: 'Venda direta' },
  { codigo: 'FROTISTA', nome: 'Frotista' },
  { codigo: 'LOCADORA', nome: 'Locadora' },
  { codigo: 'GOVERNO', nome: 'Governo' },
  { codigo: 'PCD', nome: 'PCD' },
] as const;
export const salesTypeWeights = [55, 12, 10, 15, 3, 5] as const;

export const carriers = [
  { codigo: 'CEG', nome: 'Cegonha Brasil Transportes', cnpjRoot: '11222333' },
  { codigo: 'RDC', nome: 'Rodocar Logística', cnpjRoot: '22333444' },
  { codigo: 'TVS', nome: 'TransVeículos Sul', cnpjRoot: '33444555' },
  { codigo: 'APL', nome: 'Autoport Logística', cnpjRoot: '44555666' },
  { codigo: 'NCV', nome: 'Nordeste Cargas Veiculares', cnpjRoot: '55666777' },
  { codigo: 'TCO', nome: 'Translog Centro-Oeste', cnpjRoot: '66777888' },
  { codigo: 'VNT', nome: 'Via Norte Transportes', cnpjRoot: '77888999' },
  { codigo: 'EXC', nome: 'Expresso Cegonheiro', cnpjRoot: '88999000' },
] as const;

export const dealerPrefixes = ['Autovia', 'Viamar', 'Rota', 'Horizonte', 'Primavera', 'Central', 'Estrela', 'Litoral', 'Planalto', 'Serra'];

export const checklistItems = [
  { grupo: 'Documentação', descricao: 'Nota fiscal e manual conferidos', tipo: 'OK_NOK', foto: 0 },
  { grupo: 'Documentação', descricao: 'Chassi confere com a nota fiscal', tipo: 'OK_NOK', foto: 0 },
  { grupo: 'Externo', descricao: 'Pintura sem riscos ou amassados', tipo: 'OK_NOK', foto: 1 },
  { grupo: 'Externo', descricao: 'Para-brisa e vidros íntegros', tipo: 'OK_NOK', foto: 1 },
  { grupo: 'Externo', descricao: 'Rodas e pneus sem avarias', tipo: 'OK_NOK', foto: 1 },
  { grupo: 'Interno', descricao: 'Bancos e forração sem danos', tipo: 'OK_NOK', foto: 1 },
  { grupo: 'Interno', descricao: 'Painel sem alertas ao ligar', tipo: 'OK_NOK', foto: 0 },
  { grupo: 'Acessórios', descricao: 'Chave reserva, estepe, macaco e triângulo', tipo: 'OK_NOK', foto: 0 },
] as const;

/** Damage codes follow the AIAG/ECG shape: area (2 digits) + type (2) + severity (1). */
export const damageAreas = ['01', '03', '06', '10', '14', '22', '31'];
export const damageTypes = ['02', '04', '07', '11', '13'];

export const returnReasons = ['Avaria no transporte', 'Divergência de pedido', 'Cancelamento da venda', 'Defeito de fábrica'];
export const claimTypes = ['Avaria no transporte', 'Roubo de carga', 'Acidente rodoviário', 'Avaria no pátio'];
export const delayReasons = delayReasonCatalogue.map((reason) => reason.codigo);
export const integrationInterfaces = ['SAP-PEDIDOS', 'SAP-FATURAMENTO', 'TMS-EMBARQUE', 'TMS-RASTREAMENTO', 'DMS-RECEBIMENTO'];
