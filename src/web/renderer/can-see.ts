import type { PermissionRequirementManifest } from '../../shared/manifest/manifest-types.ts';

/** Visible-if check of the manifests: a missing requirement means everyone may see it (use-can.ts). */
export type CanSee = (requirement: PermissionRequirementManifest | undefined) => boolean;
