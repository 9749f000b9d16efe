/**
 * The studio's live preview: the edited page drawn by the real page renderer against the real API,
 * read-only (its actions that write disabled) and, at the analyst's choice, with the permissions of
 * another role of the realm, so a permission-gated column or filter shows as that role would see it.
 */
import { Component, type ReactNode, useMemo, useState } from 'react';
import { Alert, Box, Group, Select, Stack, Text } from '@mantine/core';
import type { PageManifest } from '../../../shared/manifest/manifest-types.ts';
import { PermissionsOverride } from '../../auth/auth-context.tsx';
import { ManifestPageRenderer } from '../../renderer/page-renderer.tsx';
import { WritesDisabledContext } from '../../renderer/writes-disabled.ts';
import { useStudioRoles } from './studio-api.ts';

const ownPermissions = 'own';

/** A page the checker accepted can still fail to draw (a custom component's own data): the studio stays usable. */
class PreviewBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? (
      <Alert color="red" title="A prévia não pôde ser desenhada">
        {this.state.error.message}
      </Alert>
    ) : (
      this.props.children
    );
  }
}

export interface StudioPreviewProps {
  /** The last version of the page the checker accepted. */
  page: PageManifest;
  /** The text shown in the editor has problems: the preview is of an earlier version. */
  behind: boolean;
  /** Changes with every accepted version, so the page is drawn afresh. */
  version: number;
}

export function StudioPreview({ page, behind, version }: StudioPreviewProps) {
  const roles = useStudioRoles();
  const [viewAs, setViewAs] = useState<string>(ownPermissions);
  const permissions = useMemo(() => roles.data?.roles.find((role) => role.role === viewAs)?.permissions, [roles.data, viewAs]);
  const options = [
    { value: ownPermissions, label: 'Minhas permissões' },
    ...(roles.data?.roles ?? []).map(({ role }) => ({ value: role, label: `Papel ${role}` })),
  ];
  const drawn = (
    <PreviewBoundary key={`${version}:${viewAs}`}>
      <ManifestPageRenderer page={page} />
    </PreviewBoundary>
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          Somente leitura: as ações que gravam ficam desativadas.
        </Text>
        <Select label="Ver como" data={options} value={viewAs} onChange={(value) => setViewAs(value ?? ownPermissions)} allowDeselect={false} w={220} />
      </Group>
      {behind && (
        <Alert color="yellow" title="Prévia da última versão sem erros">
          Corrija os problemas apontados no editor para ver a versão atual.
        </Alert>
      )}
      {/* Scrolled on its own, so the page previewed stays beside the editor. */}
      <Box data-testid="studio-preview" mah="75vh" style={{ overflow: 'auto' }}>
        <WritesDisabledContext.Provider value={true}>
          {permissions ? <PermissionsOverride permissions={permissions}>{drawn}</PermissionsOverride> : drawn}
        </WritesDisabledContext.Provider>
      </Box>
    </Stack>
  );
}
