/** A registered hand-written component mounted in a details section or a custom page. */
import { Suspense } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import type { ApiSource } from '../../../shared/manifest/manifest-types.ts';
import { findCustomComponent } from '../custom-components.ts';
import { fillDeep, type PlaceholderSource } from '../placeholders.ts';
import type { RouteParams } from '../use-route-params.ts';

export interface CustomSlotProps {
  component: string;
  props?: Readonly<Record<string, unknown>>;
  sources?: Readonly<Record<string, ApiSource>>;
  params: RouteParams;
  record?: Readonly<Record<string, unknown>>;
  pageId?: string;
}

export function CustomSlot({ component, props = {}, sources = {}, params, record, pageId }: CustomSlotProps) {
  const Component = findCustomComponent(component);
  if (!Component) {
    // The manifest checker rejects unknown names; this only shows on a stale build.
    return (
      <Alert color="yellow" variant="light">
        Componente indisponível: {component}
      </Alert>
    );
  }
  const placeholderSources: PlaceholderSource[] = [params, record];
  return (
    <Suspense fallback={<Skeleton height={160} radius="md" aria-busy />}>
      <Component
        props={fillDeep(props, placeholderSources) as Record<string, unknown>}
        sources={sources}
        params={params}
        {...(record ? { record } : {})}
        {...(pageId ? { pageId } : {})}
      />
    </Suspense>
  );
}
