import { type ComponentType, lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { chunk } from '../../../app/code-chunk.ts';

type RareParts = typeof import('./rare-parts.ts');
export type RarePart = keyof RareParts;

export const loadRareParts: () => Promise<RareParts> = chunk(() => import('./rare-parts.ts'));

/** A part of RJSF's default registry (rare-parts.ts) whose code loads the first time it is drawn; a field-sized skeleton shows meanwhile. */
export function onDemand<Props extends object>(name: RarePart): ComponentType<Props> {
  const Loaded = lazy(() => loadRareParts().then((parts) => ({ default: parts[name] as unknown as ComponentType<Props> })));
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={<Skeleton height={36} radius="sm" aria-busy />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
