import type { PermissionRequirementManifest } from '../../shared/manifest/manifest-types.ts';
import { type PermissionEntry, hasPermission } from '../../shared/permissions.ts';

/** Visible-if check of the manifests: a missing requirement means everyone may see it (use-can.ts). */
export type CanSee = (requirement: PermissionRequirementManifest | undefined) => boolean;

/** The check for a user holding `permissions`. */
export function canSeeWith(permissions: readonly PermissionEntry[]): CanSee {
  return (requirement) => requirement === undefined || hasPermission(permissions, requirement);
}
