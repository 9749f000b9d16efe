/**
 * One checklist item: its answer (OK / não OK, sim / não or text), damage code and note, photos.
 * Editable while the receipt is in progress for users who may register it; every value is shown
 * as text (React escapes it), so a note holding markup stays inert.
 */
import { useState } from 'react';
import { Badge, FileButton, Group, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Tooltip, Button } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { notifyHttpError } from '../../api/notify.ts';
import { damageCodeError, describeDamageCode, formatDamageCode } from '../../../shared/damage-code.ts';
import { PhotoThumbnails } from './photo-thumbnails.tsx';
import { photoToPngBase64 } from './photo-to-png.ts';
import type { AnswerInput, ChecklistItemView } from './receipt-api.ts';

const choices: Record<string, { value: string; label: string }[]> = {
  OK_NOK: [
    { value: 'OK', label: 'OK' },
    { value: 'NOK', label: 'Não OK' },
  ],
  SIM_NAO: [
    { value: 'SIM', label: 'Sim' },
    { value: 'NAO', label: 'Não' },
  ],
};

const answerLabel = (item: ChecklistItemView): string =>
  choices[item.tipoResposta]?.find((c) => c.value === item.resposta)?.label ?? item.resposta ?? 'Sem resposta';

export interface ChecklistItemRowProps {
  item: ChecklistItemView;
  editable: boolean;
  onAnswer: (answer: AnswerInput) => void;
  onAddPhoto: (base64: string) => void;
  onRemovePhoto: (attachmentId: number) => void;
}

export function ChecklistItemRow({ item, editable, onAnswer, onAddPhoto, onRemovePhoto }: ChecklistItemRowProps) {
  const [note, setNote] = useState(item.observacao ?? '');
  const [code, setCode] = useState(item.codigoAvaria ?? '');
  const nok = item.resposta === 'NOK';
  const codeError = damageCodeError(code);
  const save = (changes: Partial<AnswerInput>) => {
    const resposta = changes.resposta ?? item.resposta;
    if (!resposta) return;
    const codigo = (changes.codigoAvaria ?? code).replace(/\D/g, '');
    onAnswer({
      checklistItemId: item.checklistItemId,
      resposta,
      codigoAvaria: resposta === 'NOK' && codigo && !damageCodeError(codigo) ? codigo : null,
      observacao: changes.observacao ?? note,
    });
  };
  const pick = async (file: File | null) => {
    if (!file) return;
    try {
      onAddPhoto(await photoToPngBase64(file));
    } catch (error) {
      notifyHttpError(error, 'Não foi possível ler a imagem escolhida.');
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid={`checklist-item-${item.checklistItemId}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={500}>{item.descricao}</Text>
            {item.fotoObrigatoria && (
              <Badge variant="light" color="gray" size="sm">
                Foto se não conforme
              </Badge>
            )}
          </Group>
          {editable && choices[item.tipoResposta] ? (
            <SegmentedControl
              size="xs"
              aria-label={`Resposta: ${item.descricao}`}
              data={choices[item.tipoResposta]!}
              value={item.resposta ?? ''}
              onChange={(resposta) => save({ resposta })}
            />
          ) : (
            !editable && (
              <Badge color={nok || item.resposta === 'NAO' ? 'red' : item.resposta ? 'green' : 'gray'} variant="light">
                {answerLabel(item)}
              </Badge>
            )
          )}
        </Group>
        {editable && item.tipoResposta === 'TEXTO' && (
          <TextInput
            label="Resposta"
            defaultValue={item.resposta ?? ''}
            maxLength={200}
            onBlur={(e) => e.currentTarget.value.trim() && save({ resposta: e.currentTarget.value.trim() })}
          />
        )}
        {editable && nok && (
          <TextInput
            label="Código de avaria"
            description="Área (2 dígitos), tipo (2) e gravidade (1 a 6)"
            placeholder="ex.: 03042"
            maxLength={7}
            w={260}
            value={code}
            error={codeError}
            onChange={(e) => setCode(e.currentTarget.value)}
            onBlur={() => !codeError && save({ codigoAvaria: code })}
          />
        )}
        {!editable && item.codigoAvaria && (
          <Tooltip label={describeDamageCode(item.codigoAvaria)}>
            <Text size="sm">
              Código de avaria: <b>{formatDamageCode(item.codigoAvaria)}</b>
            </Text>
          </Tooltip>
        )}
        {editable && item.resposta ? (
          <Textarea
            label="Observação"
            autosize
            minRows={1}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            onBlur={() => note !== (item.observacao ?? '') && save({ observacao: note })}
          />
        ) : (
          item.observacao && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="checklist-note">
              {item.observacao}
            </Text>
          )
        )}
        <Group gap="sm" align="flex-start">
          <PhotoThumbnails photos={item.anexos} itemLabel={item.descricao} {...(editable && { onRemove: onRemovePhoto })} />
          {editable && (
            <FileButton onChange={pick} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconCamera size={14} />}>
                  Adicionar foto
                </Button>
              )}
            </FileButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
