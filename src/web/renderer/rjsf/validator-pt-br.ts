/**
 * The RJSF validator of a form (Ajv 8) with its messages in Brazilian Portuguese. The app's
 * Content-Security-Policy forbids eval, so Ajv cannot compile schemas in the browser: every
 * manifest form schema is compiled when the bundle is built (scripts/vite/form-validators-plugin.mjs)
 * into a chunk of its own, loaded here the first time the form is shown. Ajv has no pt-BR
 * localization installed, so the keywords a manifest form can use are translated here.
 */
import { hashForSchema, ID_KEY, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { Localizer } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ErrorObject } from 'ajv';
import { loaders } from 'virtual:vtlog-form-validators';

const formatMessages: Record<string, string> = {
  date: 'Data inválida',
  'date-time': 'Data e hora inválidas',
  email: 'E-mail inválido',
  uri: 'URL inválida',
};

function plural(count: unknown, singular: string, pluralForm: string): string {
  return `${String(count)} ${count === 1 ? singular : pluralForm}`;
}

/** An ISO day of a limit as the user types it (dd/mm/aaaa). */
const brDay = (limit: unknown) => String(limit).split('-').reverse().join('/');

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
    case 'formatMinimum':
      return `Informe uma data a partir de ${brDay(params.limit)}`;
    case 'formatMaximum':
      return `Informe uma data até ${brDay(params.limit)}`;
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

const loaded = new Map<string, ValidatorType>();
const loading = new Map<string, Promise<ValidatorType>>();

function schemaKey(schema: RJSFSchema): string {
  return typeof schema[ID_KEY] === 'string' ? schema[ID_KEY] : hashForSchema(schema);
}

/** The validator of a form with this root schema when ready: loaded, or none compiled (left to the API). */
export function readyValidator(schema: RJSFSchema): ValidatorType | undefined {
  const key = schemaKey(schema);
  return Object.hasOwn(loaders, key) ? loaded.get(key) : apiValidated;
}

/** Loads the precompiled validator of a form's manifest; a failed load is tried again on the next call. */
export function loadValidator(schema: RJSFSchema): Promise<ValidatorType> {
  const ready = readyValidator(schema);
  if (ready) return Promise.resolve(ready);
  const key = schemaKey(schema);
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders[key]!()
      .then(({ validators }) => {
        const validator = createPrecompiledValidator(validators, schema, localizePtBr);
        loaded.set(key, validator);
        return validator;
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}
