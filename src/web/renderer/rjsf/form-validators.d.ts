/** The build-time validators of every manifest form schema (scripts/vite/form-validators-plugin.mjs). */
declare module 'virtual:vtlog-form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** Validate function by schema key: the schema's `$id`, else RJSF's `hashForSchema`. */
  export const validators: ValidatorFunctions;
}
