import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { isTimeZone, TIME_ZONE_FORMAT } from '../dates/time-zone.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

/**
 * The formats the API's schemas use: ajv-formats' and a client's time zone (dates/time-zone.ts). The
 * manifest checker judges manifest values against the API's schemas with these same formats.
 */
export function addApiFormats<A extends Pick<Ajv, 'addFormat'>>(ajv: A): A {
  addFormats(ajv as unknown as Ajv);
  ajv.addFormat(TIME_ZONE_FORMAT, { type: 'string', validate: isTimeZone });
  return ajv;
}

function createAjv(options: Options): Ajv {
  // `verbose`: an error carries the refused value, so a pattern error names the characters not allowed.
  return addApiFormats(new Ajv({ allErrors: false, useDefaults: true, removeAdditional: false, strict: false, verbose: true, ...options }));
}

/**
 * Unknown fields are refused (never silently removed), so a typo in a filter is a 400 naming it.
 * Query strings and path params arrive as text and are coerced; JSON bodies are taken as sent.
 * The hostile-input tests use the same compiler to know which generated inputs are valid.
 */
export function requestValidatorCompiler(): (route: { schema: object; httpPart?: string }) => ValidateFunction {
  const bodyAjv = createAjv({ coerceTypes: false });
  const textAjv = createAjv({ coerceTypes: 'array' });
  return ({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);
}

export function installValidatorCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(requestValidatorCompiler());
}
