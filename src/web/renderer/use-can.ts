/** Visible-if checks of the manifests: a missing requirement means everyone may see it. */
import { useCallback } from 'react';
import { useAuth } from '../auth/auth-context.tsx';
import type { CanSee } from './can-see.ts';

export type { CanSee };

export function useCanSee(): CanSee {
  const { can } = useAuth();
  return useCallback((requirement) => requirement === undefined || can(requirement), [can]);
}
