/**
 * The RJSF validator of a form (Ajv 8) with its messages in Brazilian Portuguese. The app's
 * Content-Security-Policy forbids eval, so Ajv cannot compile schemas in the browser: every
 * manifest form schema is compiled when the bundle is built (scripts/vite/form-validators-plugin.mjs)
 * and looked up here. Ajv has no pt-BR localization installed, so the keywords a manifest form can
 * use are translated here.
 */
import { hashForSchema, ID_KEY, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { Localizer } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ErrorObject } from 'ajv';
import { validators } from 'virtual:vtlog-form-validators';

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

/** A schema the build did not compile (not from a manifest) is left to the API, which validates every body. */
const apiValidated: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};

const byKey = new Map<string, ValidatorType>();

/** The validator of a form with this root schema (the precompiled one of its manifest). */
export function validatorFor(schema: RJSFSchema): ValidatorType {
  const key = typeof schema[ID_KEY] === 'string' ? schema[ID_KEY] : hashForSchema(schema);
  if (!Object.hasOwn(validators, key)) return apiValidated;
  let validator = byKey.get(key);
  if (!validator) {
    validator = createPrecompiledValidator(validators, schema, localizePtBr);
    byKey.set(key, validator);
  }
  return validator;
}
