/**
 * The RJSF validator of a form (Ajv 8) with its messages in Brazilian Portuguese. The app's
 * Content-Security-Policy forbids eval, so Ajv cannot compile schemas in the browser: every
 * manifest form schema is compiled when the bundle is built (scripts/vite/form-validators-plugin.mjs)
 * into a chunk of its own, loaded here the first time the form is shown. Ajv has no pt-BR
 * localization installed: the messages come from the table the API uses too
 * (src/shared/validation-messages-pt-br.ts).
 */
import { hashForSchema, ID_KEY, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { Localizer } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { loaders } from 'virtual:vtlog-form-validators';
import { formValidationMessage } from '../../../shared/validation-messages-pt-br.ts';

const localizePtBr: Localizer = (errors) => {
  for (const error of errors ?? []) error.message = formValidationMessage(error);
};

/** A schema the build did not compile (not from a manifest) is left to the API, which validates every body. */
const apiValidated: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};

const loaded = new Map<string, ValidatorType>();
const loading = new Map<string, Promise<ValidatorType>>();

const keys = new WeakMap<RJSFSchema, string>();

/** Hashing a form's whole schema costs a few milliseconds: once per schema object, not on every draw. */
function schemaKey(schema: RJSFSchema): string {
  let key = keys.get(schema);
  if (key === undefined) {
    key = typeof schema[ID_KEY] === 'string' ? schema[ID_KEY] : hashForSchema(schema);
    keys.set(schema, key);
  }
  return key;
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
