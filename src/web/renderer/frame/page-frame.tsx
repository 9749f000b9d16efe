/**
 * The frame every generated page shares: breadcrumb starting with "Início", back
 * button, title and subtitle. Labels may carry `{placeholders}` from the route parameters and, on
 * a details page, from its record (the page's own query, shared through the query cache; "…" while
 * it loads).
 */
import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { PageManifest } from '../../../shared/manifest/manifest-types.ts';
import { appManifest } from '../../manifests/app-manifest.ts';
import { useSourceQuery } from '../data/use-source-query.ts';
import { DeferredTooltip } from '../overlays/deferred-tooltip.tsx';
import { fillLabel, fillTemplate } from '../placeholders.ts';

export function PageFrame({ page, children }: { page: PageManifest; children: ReactNode }) {
  const params = useParams();
  const navigate = useNavigate();
  const record = useSourceQuery<Record<string, unknown>>(page.kind === 'details' ? page.source : undefined, [params]).data;
  const sources = [params, record];
  const title = fillLabel(page.title, sources, '…');
  useDocumentTitle(`${title} · ${appManifest.displayName}`);

  const crumbs = page.breadcrumb.map((crumb, index) => {
    const label = fillLabel(crumb.label, sources, '…');
    const to = 'to' in crumb && typeof crumb.to === 'string' ? fillTemplate(crumb.to, [params], { encode: true }) : undefined;
    const isLast = index === page.breadcrumb.length - 1;
    return isLast || to === undefined ? (
      <Text key={index} size="sm" c={isLast ? undefined : 'dimmed'} aria-current={isLast ? 'page' : undefined}>
        {label}
      </Text>
    ) : (
      <Anchor key={index} component={Link} to={to} size="sm">
        {label}
      </Anchor>
    );
  });

  // Back goes through history when there is some; a fresh tab falls back to the parent crumb.
  const parent = [...page.breadcrumb].reverse().find((crumb, index) => index > 0 && 'to' in crumb && crumb.to);
  const goBack = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) void navigate(-1);
    else void navigate(parent && 'to' in parent && typeof parent.to === 'string' ? (fillTemplate(parent.to, [params]) ?? '/') : '/');
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="page-title">
      <nav aria-label="Trilha de navegação">
        <Breadcrumbs separatorMargin={6}>{crumbs}</Breadcrumbs>
      </nav>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {page.backButton !== false && (
          <DeferredTooltip label="Voltar">
            <ActionIcon variant="default" size="lg" radius="md" aria-label="Voltar" onClick={goBack} mt={2}>
              <IconArrowLeft size={18} stroke={1.6} />
            </ActionIcon>
          </DeferredTooltip>
        )}
        <Stack gap={2}>
          <Title order={2} id="page-title">
            {title}
          </Title>
          {page.subtitle && (
            <Text size="sm" c="dimmed">
              {page.subtitle}
            </Text>
          )}
        </Stack>
      </Group>
      {children}
    </Stack>
  );
}
