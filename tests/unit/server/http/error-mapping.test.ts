import { describe, expect, it } from 'vitest';
import { toAppError } from '../../../../src/server/http/error-handler.ts';
import { describeValidationError } from '../../../../src/server/http/validation-messages.ts';

/** Found by the hostile-input suite (tests/api/hostile): each answered 500 or in English before. */
describe('errors the hostile-input suite found', () => {
  it("a PostgreSQL data exception (id past int4, NUL in text) is the caller's 400, not a 500", () => {
    for (const code of ['22003', '22021', '22P02']) {
      const pgError = Object.assign(new Error('value "2147483648" is out of range for type integer'), { code });
      const error = toAppError(pgError);
      expect(error.statusCode).toBe(400);
      expect(error.code).toBe('VALIDATION');
      expect(error.message).not.toMatch(/integer|range/);
    }
    expect(toAppError(Object.assign(new Error('syntax error'), { code: '42601' })).statusCode).toBe(500);
  });

  it('names a nullable type in pt-BR ("um texto ou nulo", not "string,null")', () => {
    const described = describeValidationError(
      { keyword: 'type', instancePath: '/answers/0/codigoAvaria', schemaPath: '', params: { type: 'string,null' } },
      'body',
    );
    expect(described.message).toBe('O campo body.answers.0.codigoAvaria deve ser um texto ou nulo.');
  });
});
