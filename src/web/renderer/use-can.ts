/** Visible-if checks of the manifests: a missing requirement means everyone may see it. */
import { useMemo } from 'react';
import { useAuth } from '../auth/auth-context.tsx';
import { type CanSee, canSeeWith } from './can-see.ts';

export type { CanSee };

export function useCanSee(): CanSee {
  const { permissions } = useAuth();
  return useMemo(() => canSeeWith(permissions), [permissions]);
}
