import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../src/web/api/http-error.ts';
import { filterFieldError } from '../../../../src/web/renderer/filters/filter-error.ts';
import type { PreparedFilterForm } from '../../../../src/web/renderer/filters/prepare-filter-form.ts';

const prepared: PreparedFilterForm = { schema: { type: 'object' }, uiSchema: {}, fields: ['chassi', 'dataPedido'], fixed: { status: ['EM ESTOQUE'] } };
const refusal = (field: string, message: string) => new HttpError(message, 400, {}, { code: 'VALIDATION', field });

describe('a list 400 about a filter, under that field', () => {
  it('names the field the user sees, in plain Portuguese, without the request path', () => {
    expect(filterFieldError(refusal('body.filters.chassi', 'O campo body.filters.chassi deve ter pelo menos 3 caractere(s).'), prepared)).toEqual({
      chassi: { __errors: ['Deve ter pelo menos 3 caractere(s).'] },
    });
    expect(filterFieldError(refusal('body.filters.dataPedido.from', 'O campo body.filters.dataPedido.from deve ser uma data (AAAA-MM-DD).'), prepared)).toEqual(
      {
        dataPedido: { __errors: ['Deve ser uma data (AAAA-MM-DD).'] },
      },
    );
  });

  it('leaves other failures to the page: not a 400, not a filter, a field not in the form (fixed)', () => {
    expect(filterFieldError(new HttpError('Erro interno', 500, {}, { field: 'body.filters.chassi' }), prepared)).toBeUndefined();
    expect(filterFieldError(refusal('body.pageSize', 'O campo body.pageSize deve ser menor ou igual a 500.'), prepared)).toBeUndefined();
    expect(filterFieldError(refusal('body.filters.status.0', 'O campo body.filters.status.0 deve ser um destes valores: …'), prepared)).toBeUndefined();
    expect(filterFieldError(new Error('x'), prepared)).toBeUndefined();
  });
});
