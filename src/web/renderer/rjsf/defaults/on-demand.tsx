import { type ComponentType, lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';

/** A component whose code loads the first time it is drawn; a field-sized skeleton shows meanwhile. */
export function onDemand<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  const Loaded = lazy(load);
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={<Skeleton height={36} radius="sm" />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
