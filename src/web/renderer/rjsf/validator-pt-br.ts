/**
 * The RJSF validator (Ajv 8) with its messages in Brazilian Portuguese. Ajv has no pt-BR
 * localization installed, so the keywords a manifest form can use are translated here.
 */
import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator, type Localizer } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';

const formatMessages: Record<string, string> = {
  date: 'Data inválida',
  'date-time': 'Data e hora inválidas',
  email: 'E-mail inválido',
  uri: 'URL inválida',
};

function plural(count: unknown, singular: string, pluralForm: string): string {
  return `${String(count)} ${count === 1 ? singular : pluralForm}`;
}

export function ptBrMessage(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Campo obrigatório';
    case 'minLength':
      return `Informe ao menos ${plural(params.limit, 'caractere', 'caracteres')}`;
    case 'maxLength':
      return `Informe no máximo ${plural(params.limit, 'caractere', 'caracteres')}`;
    case 'pattern':
      return 'Formato inválido';
    case 'format':
      return formatMessages[String(params.format)] ?? 'Formato inválido';
    case 'minimum':
      return `Deve ser maior ou igual a ${String(params.limit)}`;
    case 'maximum':
      return `Deve ser menor ou igual a ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `Deve ser maior que ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `Deve ser menor que ${String(params.limit)}`;
    case 'multipleOf':
      return `Deve ser múltiplo de ${String(params.multipleOf)}`;
    case 'minItems':
      return `Selecione ao menos ${plural(params.limit, 'item', 'itens')}`;
    case 'maxItems':
      return `Selecione no máximo ${plural(params.limit, 'item', 'itens')}`;
    case 'uniqueItems':
      return 'Não repita itens';
    case 'enum':
    case 'const':
      return 'Escolha um dos valores permitidos';
    case 'type':
      return 'Tipo de valor inválido';
    default:
      return 'Valor inválido';
  }
}

const localizePtBr: Localizer = (errors) => {
  for (const error of errors ?? []) error.message = ptBrMessage(error);
};

/**
 * Ajv compiles schemas with `new Function`, which the app's Content-Security-Policy (no
 * 'unsafe-eval') forbids. Without eval every form would fail validation silently and never
 * submit, so the form then leaves validation to the API (which checks every body against its
 * JSON Schema and answers pt-BR messages through the error toast).
 */
function evalAllowed(): boolean {
  try {
    return (new Function('return true') as () => boolean)();
  } catch {
    return false;
  }
}

const apiValidated: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};

export const validatorPtBr: ValidatorType = evalAllowed() ? customizeValidator({}, localizePtBr) : apiValidated;
