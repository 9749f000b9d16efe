/** The build-time validators of the manifest forms (scripts/vite/form-validators-plugin.mjs). */
declare module 'virtual:vtlog-form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** By schema key (the schema's `$id`, else RJSF's `hashForSchema`): loads that form's validate functions. */
  export const loaders: Record<string, () => Promise<{ validators: ValidatorFunctions }>>;
}
