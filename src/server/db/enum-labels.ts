import { defaultManifestFolder, type EnumLabels, type ManifestFolder } from '../manifests/manifest-folder.ts';

export type { EnumLabels };

/**
 * Labels of a manifest enum (enums/<name>.json of the manifests folder): one source for the SPA and
 * server-rendered text. Each folder reads an enum once (a list sorted by label asks on every request);
 * the server passes the folder it runs (`app.manifests`), tests may leave the repository's.
 */
export function enumLabels(name: string, manifests: ManifestFolder = defaultManifestFolder()): EnumLabels {
  return manifests.enumLabels(name);
}
