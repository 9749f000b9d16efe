/**
 * A client's IANA time zone (`clientTimeZone`), in which a file's or a report's dates and times are
 * written. The API's Ajv knows it as the format `iana-time-zone` (http/validator-compilers.ts), so a
 * wrong name is a 400 naming the field; the document names the format and says in the description
 * what it admits, for tools that do not know it.
 */
export const TIME_ZONE_FORMAT = 'iana-time-zone';

/** A zone Intl can format in: a name of the IANA database (America/Sao_Paulo), an alias of one, or UTC. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The schema of a `clientTimeZone`; `use` says what it formats. */
export const timeZoneSchema = <Use extends string>(use: Use) =>
  ({
    type: 'string',
    format: TIME_ZONE_FORMAT,
    minLength: 1,
    maxLength: 64,
    description: `Fuso horário IANA do navegador (${use}). Formato iana-time-zone: um nome do banco de fusos da IANA, ex.: America/Sao_Paulo, America/Manaus, UTC.`,
    examples: ['America/Sao_Paulo'],
  }) as const;
