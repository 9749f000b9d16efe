/**
 * Receipt details with its checklist, mounted by the receipt page manifest. Users
 * with vehicle-receipt-details manage register it here: start, answer, attach photos, finish;
 * in the manifest studio's preview, which writes nothing, they read it as a viewer would.
 */
import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFileDescription, IconPlayerPlay, IconFlag } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context.tsx';
import { PageLoadError } from '../../renderer/frame/page-load-error.tsx';
import { useWritesDisabled } from '../../renderer/writes-disabled.ts';
import type { ComponentPropsOf } from '../component-props.ts';
import type { CustomComponentProps } from '../../renderer/custom-component-props.ts';
import { ChecklistItemRow } from './checklist-item-row.tsx';
import { FinishReceiptDialog } from './finish-receipt-dialog.tsx';
import { type ChecklistItemView, useChecklist, useReceiptDetails, useReceiptWrites } from './receipt-api.ts';
import { ReceiptSummary } from './receipt-summary.tsx';

function groupsOf(items: ChecklistItemView[]): [string, ChecklistItemView[]][] {
  const groups = new Map<string, ChecklistItemView[]>();
  for (const item of [...items].sort((a, b) => a.ordem - b.ordem)) groups.set(item.grupo, [...(groups.get(item.grupo) ?? []), item]);
  return [...groups];
}

export default function ReceiptChecklist({ props }: CustomComponentProps) {
  const { receiptId } = props as ComponentPropsOf<'ReceiptChecklist'>;
  const { can } = useAuth();
  const details = useReceiptDetails(receiptId);
  const checklist = useChecklist(details.data);
  const writes = useReceiptWrites(receiptId);
  const writesDisabled = useWritesDisabled();
  const [finishing, setFinishing] = useState(false);

  if (details.isPending) return <Loader aria-label="Carregando recebimento" />;
  if (details.isError) return <PageLoadError error={details.error} onRetry={() => void details.refetch()} retrying={details.isFetching} />;
  const receipt = details.data;
  const mayManage = can({ resource: 'vehicle-receipt-details', scope: 'manage' }) && !writesDisabled;
  const editable = mayManage && receipt.receiptStatus === 1;

  return (
    <Stack gap="md">
      <ReceiptSummary receipt={receipt} />
      <Group gap="sm">
        {mayManage && receipt.receiptStatus === 0 && (
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            loading={writes.changeStatus.isPending}
            onClick={() => writes.changeStatus.mutate({ receiptStatus: 1 })}
          >
            Iniciar recebimento
          </Button>
        )}
        {editable && (
          <Button leftSection={<IconFlag size={16} />} onClick={() => setFinishing(true)}>
            Finalizar recebimento
          </Button>
        )}
        {receipt.checklistId !== null && (
          <Button component={Link} to={`/receipts/${receipt.id}/inspection-report`} variant="default" leftSection={<IconFileDescription size={16} />}>
            Relatório de inspeção
          </Button>
        )}
      </Group>
      {receipt.checklistId === null && <Text c="dimmed">O checklist aparece quando o recebimento é iniciado.</Text>}
      {checklist.isPending && receipt.checklistId !== null && <Loader aria-label="Carregando checklist" />}
      {checklist.data && (
        <Stack gap="lg" component="section" aria-label="Checklist">
          <Text size="sm" c="dimmed">
            {checklist.data.templateNome} · versão {checklist.data.templateVersao}
          </Text>
          {groupsOf(checklist.data.itens).map(([group, items]) => (
            <Stack key={group} gap="xs">
              <Title order={4}>{group}</Title>
              {items.map((item) => (
                <ChecklistItemRow
                  key={`${item.checklistItemId}:${item.resposta ?? ''}`}
                  item={item}
                  editable={editable}
                  onAnswer={(answer) => writes.saveAnswer.mutate(answer)}
                  onAddPhoto={(imagemBase64) => writes.addPhoto.mutate({ checklistItemId: item.checklistItemId, imagemBase64 })}
                  onRemovePhoto={(id) => writes.removePhoto.mutate(id)}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
      <FinishReceiptDialog
        opened={finishing}
        busy={writes.changeStatus.isPending}
        onClose={() => setFinishing(false)}
        onFinish={(receiptStatus, motivo) =>
          writes.changeStatus.mutate({ receiptStatus, ...(motivo !== undefined && { motivo }) }, { onSuccess: () => setFinishing(false) })
        }
      />
    </Stack>
  );
}
