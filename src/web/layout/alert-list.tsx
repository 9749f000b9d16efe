/**
 * The alerts of the bell's popover, newest first, the latest 20 and more on request: type, title,
 * text, age and an unread dot.
 * Each is a link to its record; following it marks it read at once (the count too) and tells the
 * server, whose answer every other browser of the user picks up with its next count.
 */
import { Alert, Badge, Button, Group, Loader, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { notifyHttpError } from '../api/notify.ts';
import { enumManifests } from '../manifests/enum-manifests.ts';
import { enumOption } from '../renderer/format/format-value.ts';
import { ageText } from './alert-age.ts';
import { type AlertItem, alertPagesQueryOptions, alertsOfPages, markAlertsRead, refreshAlerts } from './alert-queries.ts';
import { unreadCountQueryOptions } from './unread-count-query.ts';
import classes from './alerts.module.css';

const alertTypes = enumManifests.get('alert-type');

/** Shows `alert` read here at once, then tells the server; a failure is told and the truth asked again. */
function readOne(client: QueryClient, alert: AlertItem): void {
  if (alert.lido) return;
  client.setQueryData(unreadCountQueryOptions().queryKey, (count) => count && { total: Math.max(0, count.total - 1) });
  client.setQueryData(
    alertPagesQueryOptions().queryKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.map((each) => (each.id === alert.id ? { ...each, lido: true } : each)) })),
      },
  );
  markAlertsRead([alert.id])
    .catch((error: unknown) => notifyHttpError(error))
    .finally(() => void refreshAlerts(client));
}

function AlertLink({ alert, now, onOpen }: { alert: AlertItem; now: Date; onOpen: () => void }) {
  const client = useQueryClient();
  const type = enumOption(alert.tipo, alertTypes);
  return (
    <Link
      to={alert.link}
      className={classes.item}
      data-unread={!alert.lido || undefined}
      onClick={() => {
        readOne(client, alert);
        onOpen();
      }}
    >
      <span className={classes.dot} aria-hidden />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Badge size="xs" variant="light" color={type.color ?? 'gray'} radius="sm" tt="none">
            {type.label}
          </Badge>
          <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
            {ageText(alert.criadoEm, now)}
          </Text>
        </Group>
        <Text size="sm" fw={alert.lido ? 500 : 700}>
          {alert.titulo}
          {!alert.lido && <VisuallyHidden> (não lido)</VisuallyHidden>}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {alert.texto}
        </Text>
      </Stack>
    </Link>
  );
}

export function AlertList({ onOpen }: { onOpen: () => void }) {
  const alerts = useInfiniteQuery(alertPagesQueryOptions());
  if (alerts.isPending) {
    return (
      <Group justify="center" gap="xs" py="lg" role="status">
        <Loader size="sm" />
        <Text size="sm">Carregando alertas…</Text>
      </Group>
    );
  }
  if (alerts.isError) {
    return (
      <Alert color="red" variant="light" title="Não foi possível carregar os alertas.">
        <Button variant="light" color="red" size="compact-sm" mt="xs" onClick={() => void alerts.refetch()}>
          Tentar de novo
        </Button>
      </Alert>
    );
  }
  const items = alertsOfPages(alerts.data.pages);
  const total = alerts.data.pages.at(-1)?.total ?? items.length;
  if (items.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" c="dimmed">
        <IconBellOff size={28} stroke={1.4} aria-hidden />
        <Text size="sm">Nenhum alerta</Text>
      </Stack>
    );
  }
  const now = new Date();
  return (
    <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Alertas recentes">
        {items.map((alert) => (
          <li key={alert.id}>
            <AlertLink alert={alert} now={now} onOpen={onOpen} />
          </li>
        ))}
      </Stack>
      {alerts.hasNextPage && (
        <Stack align="center" gap={4} pt="xs">
          <Text size="xs" c="dimmed">
            {`${items.length} de ${total} alertas`}
          </Text>
          <Button variant="light" size="compact-sm" loading={alerts.isFetchingNextPage} onClick={() => void alerts.fetchNextPage()}>
            Carregar mais
          </Button>
        </Stack>
      )}
    </ScrollArea.Autosize>
  );
}
