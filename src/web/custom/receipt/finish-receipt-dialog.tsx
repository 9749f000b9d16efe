/** Finishing a receipt: Recebido / Aceito, or Rejeitado with the reason (required by the server too). */
import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';

export interface FinishReceiptDialogProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onFinish: (receiptStatus: 2 | 3, motivo?: string) => void;
}

export function FinishReceiptDialog({ opened, busy, onClose, onFinish }: FinishReceiptDialogProps) {
  const [outcome, setOutcome] = useState<'2' | '3'>('2');
  const [reason, setReason] = useState('');
  const rejecting = outcome === '3';
  const submit = () => (rejecting ? onFinish(3, reason.trim()) : onFinish(2));
  return (
    <Modal opened={opened} onClose={onClose} title="Finalizar recebimento" centered>
      <Stack>
        <Radio.Group label="Resultado" value={outcome} onChange={(value) => setOutcome(value === '3' ? '3' : '2')}>
          <Stack gap="xs" mt="xs">
            <Radio value="2" label="Recebido / Aceito" />
            <Radio value="3" label="Rejeitado" />
          </Stack>
        </Radio.Group>
        {rejecting && (
          <Textarea
            label="Motivo da rejeição"
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCELAR
          </Button>
          <Button onClick={submit} loading={busy} disabled={rejecting && reason.trim() === ''} color={rejecting ? 'red' : undefined}>
            CONFIRMAR
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
