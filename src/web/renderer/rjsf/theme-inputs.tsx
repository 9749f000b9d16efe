/**
 * The Mantine inputs RJSF's Mantine BaseInputTemplate imports, in the built app
 * (scripts/vite/stand-ins-plugin.mjs): TextInput as it is; NumberInput, with its number formatting
 * library, loaded the first time one is drawn. The app's forms draw numbers with their own input
 * (widgets/brazilian-number-input.tsx), so a form page does not download it.
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { chunk } from '../../app/code-chunk.ts';

export { TextInput } from '@mantine/core';

const LoadedNumberInput = lazy(chunk(() => import('./theme-number-input.ts')));

export function NumberInput(props: ComponentProps<typeof LoadedNumberInput>) {
  return (
    <Suspense fallback={<Skeleton height={36} radius="sm" aria-busy />}>
      <LoadedNumberInput {...props} />
    </Suspense>
  );
}
