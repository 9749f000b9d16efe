/**
 * The validator of a form, loaded with its chunk the first time the form is drawn
 * (validator-pt-br.ts). Until it is ready the form is not drawn: a form without its validator would
 * let invalid values through to the API.
 */
import { startTransition, useEffect, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { loadValidator, readyValidator } from './validator-pt-br.ts';

export type FormValidatorState =
  { status: 'loading' } | { status: 'ready'; validator: ValidatorType } | { status: 'failed'; error: unknown; retry: () => void };

export function useFormValidator(schema: RJSFSchema): FormValidatorState {
  const validator = readyValidator(schema);
  // The outcome of the last load of this schema; a success draws again with the loaded validator.
  const [settled, setSettled] = useState<{ schema: RJSFSchema; error?: unknown }>();
  const failed = !validator && settled?.schema === schema && 'error' in settled;
  // The chunk is asked for as the form is drawn, beside the page's requests, not once it is on screen.
  if (!validator && !failed) loadValidator(schema).catch(() => undefined);

  useEffect(() => {
    if (validator || failed) return;
    let current = true;
    loadValidator(schema).then(
      // A draw of lower priority: a list's rows, whose answer comes in at the same moment, are drawn
      // before the filter form's many fields. A form whose validator is at hand is drawn at once.
      () => current && startTransition(() => setSettled({ schema })),
      (error: unknown) => current && setSettled({ schema, error }),
    );
    return () => {
      current = false;
    };
  }, [schema, validator, failed]);

  if (validator) return { status: 'ready', validator };
  return failed ? { status: 'failed', error: settled.error, retry: () => setSettled(undefined) } : { status: 'loading' };
}
