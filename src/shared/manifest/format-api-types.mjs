// @ts-check
// Plain JavaScript: the manifest checker (scripts/manifest-check/api-field-rules.mjs, plain Node)
// reads it. Typed by the formats the manifest schema names (common.schema.json#/$defs/format): a
// format added there without an entry here fails the type check.

/**
 * The API field types a value of each format can show: a JSON Schema `type`, or `type:format`.
 * @type {Record<import('./manifest-types.ts').ValueFormat, readonly string[]>}
 */
export const formatApiTypes = {
  text: ['string', 'integer', 'number'],
  number: ['number', 'integer'],
  integer: ['integer'],
  percent: ['number', 'integer'],
  currency: ['number', 'integer'],
  date: ['string:date', 'string:date-time'],
  datetime: ['string:date-time'],
  enum: ['string', 'integer'],
  boolean: ['boolean'],
  link: ['string', 'integer', 'number'],
  html: ['string'],
  cnpj: ['string'],
  nfeKey: ['string'],
};
