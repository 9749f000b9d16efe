/** The receipt's facts: status badge (the enum's labels), vehicle, dealer, times, who and why. */
import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context.tsx';
import { enumManifests } from '../../manifests/enum-manifests.ts';
import { enumOption, formatDateTime } from '../../renderer/format/format-value.ts';
import type { ReceiptDetails } from './receipt-api.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function ReceiptSummary({ receipt }: { receipt: ReceiptDetails }) {
  const { can } = useAuth();
  const status = enumOption(receipt.receiptStatus, enumManifests.get('receipt-status'));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Recebimento nº ${receipt.id}`}>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Recebimento nº {receipt.id}</Text>
        <Badge color={status.color ?? 'gray'} variant="light" size="lg" data-testid="receipt-status">
          {status.label}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Fact label="Chassi">
          {can({ resource: 'vehicle-details' }) ? (
            <Anchor component={Link} to={`/vehicles/details/${encodeURIComponent(receipt.chassi)}`}>
              {receipt.chassi}
            </Anchor>
          ) : (
            receipt.chassi
          )}
        </Fact>
        <Fact label="Modelo">{receipt.modelo}</Fact>
        <Fact label="Concessionária">{receipt.concessionaria}</Fact>
        <Fact label="Responsável">{receipt.responsavel ?? '--'}</Fact>
        <Fact label="Início">{formatDateTime(receipt.iniciadoEm) ?? '--'}</Fact>
        <Fact label="Fim">{formatDateTime(receipt.finalizadoEm) ?? '--'}</Fact>
        {receipt.motivoRejeicao && <Fact label="Motivo da rejeição">{receipt.motivoRejeicao}</Fact>}
      </SimpleGrid>
    </Paper>
  );
}
