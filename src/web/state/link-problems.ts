/**
 * What a link asks that its list cannot do, in pt-BR, naming the parameter by the filter's title the
 * user sees beside the field: «Status: “XYZ” não é um valor conhecido.» A limit the form also checks is
 * worded as the form words it (shared/validation-messages-pt-br.ts). Reading the link (page-state-url.ts)
 * names each problem as data (`LinkIssue`); it is worded here, with the list's notice of it, which
 * loads only for a link that has problems (the list route's JS budget, scripts/check-route-js.mjs). Pure.
 */
import type { ErrorObject } from 'ajv';
import { formValidationMessage } from '../../shared/validation-messages-pt-br.ts';

const quoted = (text: string) => `“${text}”`;
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const formatNames: Record<string, string> = { date: 'uma data válida', 'date-time': 'uma data e hora válida' };

/** The message of each kind of problem. */
export const linkMessage = {
  unknown: (parameter: string) => `${quoted(parameter)} não é um filtro desta página.`,
  notNumber: (title: string, text: string) => `${title}: ${quoted(text)} não é um número.`,
  notInteger: (title: string, text: string) => `${title}: ${quoted(text)} não é um número inteiro.`,
  notFlag: (title: string, text: string) => `${title}: ${quoted(text)} não é “true” nem “false”.`,
  notRange: (title: string, text: string) => `${title}: ${quoted(text)} não é um intervalo (início..fim).`,
  unknownValue: (title: string, text: string) => `${title}: ${quoted(text)} não é um valor conhecido.`,
  badFormat: (title: string, text: string, error: ErrorObject) =>
    `${title}: ${quoted(text)} não é ${formatNames[String(error.params.format)] ?? 'um valor válido'}.`,
  /** A limit of the filter's schema; `text` is left out for a rule about a whole list (at most N items). */
  broken: (title: string, text: string | undefined, error: ErrorObject) =>
    sentence(`${title}: ${text === undefined ? '' : `${quoted(text)} — `}${formValidationMessage(error)}`),
  sort: (text: string) => `Ordenação: ${quoted(text)} não é uma coluna pela qual esta lista ordena.`,
  page: (text: string) => `Página: ${quoted(text)} não é um número de página.`,
  pageSize: (text: string, options: readonly number[] | undefined) =>
    `Linhas por página: ${quoted(text)} não é ${options ? `uma das opções (${options.join(', ')})` : 'um número válido'}.`,
};

type LinkMessages = typeof linkMessage;

/** A problem of a link as data: the kind of its message, then the message's arguments. */
export type LinkIssue = { [K in keyof LinkMessages]: [K, ...Parameters<LinkMessages[K]>] }[keyof LinkMessages];

export interface LinkProblem {
  /** The URL parameter at fault. */
  parameter: string;
  /** What is wrong with it (linkProblemMessage words it). */
  issue: LinkIssue;
}

/** The problem in pt-BR, one sentence. */
export function linkProblemMessage({ issue: [kind, ...args] }: LinkProblem): string {
  return (linkMessage[kind] as (...values: typeof args) => string)(...args);
}
