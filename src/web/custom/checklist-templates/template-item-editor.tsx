/** One row of the template editor: group, label, answer type, photo flag, and keyboard-usable move/remove buttons. */
import { ActionIcon, Checkbox, Group, Paper, Select, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { answerTypeOptions, type DraftItem } from './template-draft.ts';

export interface TemplateItemEditorProps {
  item: DraftItem;
  index: number;
  count: number;
  readOnly: boolean;
  onChange: (item: DraftItem) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function TemplateItemEditor({ item, index, count, readOnly, onChange, onMove, onRemove }: TemplateItemEditorProps) {
  const position = `item ${index + 1}`;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="template-item">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Grupo"
          w={160}
          maxLength={60}
          readOnly={readOnly}
          value={item.grupo}
          onChange={(e) => onChange({ ...item, grupo: e.currentTarget.value })}
          aria-label={`Grupo do ${position}`}
        />
        <TextInput
          label="Descrição"
          style={{ flex: 1, minWidth: 220 }}
          maxLength={200}
          readOnly={readOnly}
          value={item.descricao}
          onChange={(e) => onChange({ ...item, descricao: e.currentTarget.value })}
          aria-label={`Descrição do ${position}`}
        />
        <Select
          label="Tipo de resposta"
          w={160}
          data={answerTypeOptions}
          readOnly={readOnly}
          allowDeselect={false}
          value={item.tipoResposta}
          onChange={(value) => value && onChange({ ...item, tipoResposta: value })}
        />
        <Checkbox
          label="Foto se não conforme"
          disabled={readOnly}
          checked={item.fotoObrigatoria}
          onChange={(e) => onChange({ ...item, fotoObrigatoria: e.currentTarget.checked })}
          mb={8}
        />
        {!readOnly && (
          <Group gap={4} mb={4}>
            <Tooltip label="Mover para cima">
              <ActionIcon variant="default" aria-label={`Mover ${position} para cima`} disabled={index === 0} onClick={() => onMove(index - 1)}>
                <IconArrowUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Mover para baixo">
              <ActionIcon variant="default" aria-label={`Mover ${position} para baixo`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
                <IconArrowDown size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remover item">
              <ActionIcon variant="default" color="red" aria-label={`Remover ${position}`} onClick={onRemove}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
