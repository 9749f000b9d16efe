/**
 * `useMergeRefs` of @floating-ui/react 0.27 (MIT), the one piece Mantine's ScrollArea imports from
 * it: scripts/vite/stand-ins-plugin.mjs points that import here, so the sidebar's first paint
 * does not load the floating-ui library.
 */
import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

type Cleanup = () => void;

export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>): RefCallback<Instance> | null {
  const cleanupRef = useRef<Cleanup | undefined>(undefined);
  const refEffect = useCallback((instance: Instance): Cleanup => {
    const cleanups = refs.map((ref): Cleanup | undefined => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCleanup = ref(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are the dependencies, as in the original
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: Instance | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are the dependencies, as in the original
  }, refs);
}
