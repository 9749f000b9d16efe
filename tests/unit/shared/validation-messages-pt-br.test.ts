import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { apiValidationMessage, formValidationMessage } from '../../../src/shared/validation-messages-pt-br.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

/** One schema per keyword the manifests' forms and the API's schemas use, with a value it refuses. */
const refused: [keyword: string, schema: object, value: unknown][] = [
  ['required', { type: 'object', required: ['chassi'] }, {}],
  ['type', { type: 'integer' }, 'x'],
  ['enum', { enum: ['A', 'B'] }, 'C'],
  ['const', { const: 'A' }, 'B'],
  ['minLength', { type: 'string', minLength: 3 }, 'ab'],
  ['maxLength', { type: 'string', maxLength: 2 }, 'abc'],
  ['pattern', { type: 'string', pattern: '^[0-9]+$' }, 'a'],
  ['format', { type: 'string', format: 'date' }, '31/12/2025'],
  ['formatMinimum', { type: 'string', format: 'date', formatMinimum: '2000-01-01' }, '1999-12-31'],
  ['formatMaximum', { type: 'string', format: 'date', formatMaximum: '2100-12-31' }, '2101-01-01'],
  ['minimum', { type: 'number', minimum: 1 }, 0],
  ['maximum', { type: 'number', maximum: 1 }, 2],
  ['exclusiveMinimum', { type: 'number', exclusiveMinimum: 1 }, 1],
  ['exclusiveMaximum', { type: 'number', exclusiveMaximum: 1 }, 1],
  ['multipleOf', { type: 'number', multipleOf: 5 }, 3],
  ['minItems', { type: 'array', minItems: 1 }, []],
  ['maxItems', { type: 'array', maxItems: 1 }, [1, 2]],
  ['uniqueItems', { type: 'array', uniqueItems: true }, [1, 1]],
  ['additionalProperties', { type: 'object', additionalProperties: false }, { extra: 1 }],
  ['minProperties', { type: 'object', minProperties: 1 }, {}],
];

describe('one pt-BR table of Ajv messages for the forms and the API', () => {
  it.each(refused)('%s: a specific message on both sides', (keyword, schema, value) => {
    const validate = ajv.compile(schema);
    expect(validate(value)).toBe(false);
    const error = validate.errors!.find((e) => e.keyword === keyword)!;
    expect(error).toBeDefined();
    expect(formValidationMessage(error)).not.toBe('Valor inválido');
    expect(apiValidationMessage(error, 'body.campo')).toMatch(/body\.campo/);
    expect(apiValidationMessage(error, 'body.campo')).not.toBe('O campo body.campo é inválido.');
  });

  it('states the same limit on both sides', () => {
    const validate = ajv.compile({ type: 'string', minLength: 17 });
    validate('abc');
    const error = validate.errors![0]!;
    expect(formValidationMessage(error)).toBe('Informe ao menos 17 caracteres');
    expect(apiValidationMessage(error, 'body.filters.chassi')).toBe('O campo body.filters.chassi deve ter pelo menos 17 caractere(s).');
  });
});

describe('a pattern error names the characters not allowed', () => {
  const verbose = new Ajv2020({ allErrors: true, strict: false, verbose: true });
  const chassis = verbose.compile({ type: 'string', pattern: '^[A-HJ-NPR-Za-hj-npr-z0-9]+$' });
  const errorFor = (validate: typeof chassis, value: unknown) => {
    expect(validate(value)).toBe(false);
    return validate.errors!.find((e) => e.keyword === 'pattern')!;
  };

  it('lists each refused character once, a space as "espaço"', () => {
    const error = errorFor(chassis, '9BWI ZZO37 7VTO0');
    expect(formValidationMessage(error)).toBe('Caracteres não permitidos: I, espaço, O');
    expect(apiValidationMessage(error, 'body.filters.chassi')).toBe('O campo body.filters.chassi tem caracteres não permitidos: I, espaço, O.');
  });

  it('reads character classes with a fixed length and escapes', () => {
    expect(formValidationMessage(errorFor(verbose.compile({ type: 'string', pattern: '^[0-9]{9}$' }), '12a4-5678'))).toBe('Caracteres não permitidos: a, -');
    expect(formValidationMessage(errorFor(verbose.compile({ type: 'string', pattern: '^[\\-a-z]*$' }), 'ab]c'))).toBe('Caracteres não permitidos: ]');
  });

  it('stays generic when the pattern is not a list of allowed characters or only the length is wrong', () => {
    expect(formValidationMessage(errorFor(verbose.compile({ type: 'string', pattern: '^[0-9]{2}/[0-9]{4}$' }), '1x/2024'))).toBe('Formato inválido');
    expect(formValidationMessage(errorFor(verbose.compile({ type: 'string', pattern: '^[0-9]{9}$' }), '1234'))).toBe('Formato inválido');
    expect(formValidationMessage(errorFor(ajv.compile({ type: 'string', pattern: '^[0-9]+$' }), 'a'))).toBe('Formato inválido');
  });
});
