/**
 * The demo data beside the reference catalogue (db/reference): carriers, dealer names, how often each
 * colour and sales type is drawn, the checklist template, damage codes and integration interfaces.
 */
import { type Colour, colours } from '../reference/colours.ts';
import { delayReasonCatalogue } from '../reference/delay-reasons.ts';
import { type SalesTypeCode, salesTypes } from '../reference/sales-types.ts';

/** Percent of the demo's vehicles in each colour, and of its orders of each sales type. */
const colourShare: Record<Colour, number> = { Branco: 30, Preto: 22, Prata: 20, Cinza: 15, Vermelho: 8, Azul: 5 };
const salesTypeShare: Record<SalesTypeCode, number> = { VAREJO: 55, VENDA_DIRETA: 12, FROTISTA: 10, LOCADORA: 15, GOVERNO: 3, PCD: 5 };
export const colourWeights = colours.map((colour) => colourShare[colour]);
export const salesTypeWeights = salesTypes.map((type) => salesTypeShare[type.codigo]);

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

export const delayReasons = delayReasonCatalogue.map((reason) => reason.codigo);
export const integrationInterfaces = ['SAP-PEDIDOS', 'SAP-FATURAMENTO', 'TMS-EMBARQUE', 'TMS-RASTREAMENTO', 'DMS-RECEBIMENTO'];
