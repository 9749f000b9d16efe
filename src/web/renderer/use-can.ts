/** Visible-if checks of the manifests: a missing requirement means everyone may see it. */
import { useCallback } from 'react';
import type { PermissionRequirementManifest } from '../../shared/manifest/manifest-types.ts';
import { useAuth } from '../auth/auth-context.tsx';

export type CanSee = (requirement: PermissionRequirementManifest | undefined) => boolean;

export function useCanSee(): CanSee {
  const { can } = useAuth();
  return useCallback((requirement) => requirement === undefined || can(requirement), [can]);
}
