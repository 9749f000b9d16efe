/**
 * Checklist de Recebimento: edit the receipt checklist template. Saving a version
 * that receipts already used creates a new version (the server decides); older versions stay
 * readable as history. The manifest studio's preview, which writes nothing, shows it read-only.
 */
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useAuth } from '../../auth/auth-context.tsx';
import { countLabel, formatDateTime } from '../../renderer/format/format-value.ts';
import type { CustomComponentProps } from '../../renderer/custom-component-props.ts';
import { useWritesDisabled } from '../../renderer/writes-disabled.ts';
import { type DraftItem, draftProblems, moveItem } from './template-draft.ts';
import { TemplateItemEditor } from './template-item-editor.tsx';
import { type TemplateDetail, useSaveTemplate, useTemplate, useTemplates } from './templates-api.ts';

let nextKey = 0;
const draftOf = (template: TemplateDetail): DraftItem[] => template.itens.map((item) => ({ ...item, key: `k${nextKey++}` }));

export default function ChecklistTemplateEditor(_props: CustomComponentProps) {
  const { can } = useAuth();
  const writesDisabled = useWritesDisabled();
  const templates = useTemplates();
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const currentId = selectedId ?? templates.data?.[0]?.id;
  const template = useTemplate(currentId);
  const [nome, setNome] = useState('');
  const [items, setItems] = useState<readonly DraftItem[]>([]);
  useEffect(() => {
    if (template.data) {
      setNome(template.data.nome);
      setItems(draftOf(template.data));
    }
  }, [template.data]);
  const save = useSaveTemplate((saved) => setSelectedId(saved.id));

  if (templates.isError)
    return (
      <Alert color="red" title="Erro">
        {templates.error.message}
      </Alert>
    );
  if (!templates.data || !template.data) return <Loader aria-label="Carregando modelos" />;
  const latest = templates.data.filter((t) => t.nome === template.data.nome).every((t) => t.versao <= template.data.versao);
  const readOnly = !can({ resource: 'check-list-receipt-template', scope: 'manage' }) || !latest || writesDisabled;
  const problems = draftProblems(nome, items);
  const update = (index: number, item: DraftItem) => setItems(items.map((current, i) => (i === index ? item : current)));

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Versão"
          w={380}
          allowDeselect={false}
          value={String(template.data.id)}
          data={templates.data.map((t) => ({ value: String(t.id), label: `${t.nome} · versão ${t.versao}${t.ativo ? ' (ativa)' : ''}` }))}
          onChange={(value) => value && setSelectedId(Number(value))}
        />
        <TextInput label="Nome do modelo" w={320} maxLength={80} readOnly={readOnly} value={nome} onChange={(e) => setNome(e.currentTarget.value)} />
        <Group gap="xs" mb={6}>
          {template.data.ativo && (
            <Badge color="green" variant="light">
              Ativa
            </Badge>
          )}
          <Badge color="gray" variant="light">
            {countLabel(template.data.checklists, 'checklist usa', 'checklists usam')} esta versão
          </Badge>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Criada em {formatDateTime(template.data.criadoEm)}.{' '}
        {!latest
          ? 'Versão anterior, somente leitura: edite a versão mais recente.'
          : template.data.checklists > 0
            ? 'Ao salvar, uma nova versão será criada; recebimentos já feitos continuam com esta.'
            : 'Ainda não usada: as alterações valem para esta versão.'}
      </Text>
      <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Itens do checklist, em ordem">
        {items.map((item, index) => (
          <TemplateItemEditor
            key={item.key}
            item={item}
            index={index}
            count={items.length}
            readOnly={readOnly}
            onChange={(changed) => update(index, changed)}
            onMove={(to) => setItems(moveItem(items, index, to))}
            onRemove={() => setItems(items.filter((_, i) => i !== index))}
          />
        ))}
      </Stack>
      {!readOnly && (
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              setItems([...items, { key: `k${nextKey++}`, grupo: items.at(-1)?.grupo ?? '', descricao: '', tipoResposta: 'OK_NOK', fotoObrigatoria: false }])
            }
          >
            Adicionar item
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            loading={save.isPending}
            disabled={problems.length > 0}
            title={problems.join(' ')}
            onClick={() =>
              save.mutate({
                id: template.data.id,
                body: {
                  nome: nome.trim(),
                  itens: items.map(({ grupo, descricao, tipoResposta, fotoObrigatoria }) => ({ grupo, descricao, tipoResposta, fotoObrigatoria })),
                },
              })
            }
          >
            Salvar
          </Button>
        </Group>
      )}
      {!readOnly && problems.length > 0 && (
        <Text size="sm" c="red">
          {problems[0]}
        </Text>
      )}
    </Stack>
  );
}
