import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { validatorPtBr } from '../../../../src/web/renderer/rjsf/validator-pt-br.ts';

describe('form validation messages in pt-BR', () => {
  it('explains pattern, length and required errors in Portuguese', () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['numeroPedido'],
      properties: { chassi: { type: 'string', maxLength: 17, pattern: '^[A-HJ-NPR-Z0-9]*$' }, numeroPedido: { type: 'string' } },
    };
    const { errors } = validatorPtBr.validateFormData({ chassi: 'IOQ-IOQ-IOQ-IOQ-IOQ' }, schema);
    const messages = errors.map((error) => error.message);
    expect(messages).toContain('Informe no máximo 17 caracteres');
    expect(messages).toContain('Formato inválido');
    expect(messages).toContain('Campo obrigatório');
  });
});
