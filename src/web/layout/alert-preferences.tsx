/**
 * "Preferências de alertas": the regions, carriers and types the user wants alerts of (PUT
 * /alerts/subscriptions). The regions and carriers come from the lookups the filters use; the types
 * from manifests/enums/alert-type.json. Nothing chosen: every alert the user's permissions allow.
 */
import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyHttpError, notifySuccess } from '../api/notify.ts';
import { enumManifests } from '../manifests/enum-manifests.ts';
import { sourceQueryOptions } from '../renderer/data/use-source-query.ts';
import { type AlertSubscriptions, refreshAlerts, saveSubscriptions, subscriptionsQueryOptions } from './alert-queries.ts';

interface CodeName {
  codigo: string;
  nome: string;
}

const lookup = (path: string) => sourceQueryOptions<CodeName[]>({ method: 'GET', path }, []);
const options = (items: readonly CodeName[] | undefined) => (items ?? []).map((item) => ({ value: item.codigo, label: item.nome }));
const typeOptions = (enumManifests.get('alert-type')?.values ?? []).map((each) => ({ value: String(each.value), label: each.label }));

function PreferencesForm({ saved, onClose }: { saved: AlertSubscriptions; onClose: () => void }) {
  const client = useQueryClient();
  const regions = useQuery(lookup('/division/listRegions'));
  const carriers = useQuery(lookup('/vehicle/listCarriers'));
  const [choice, setChoice] = useState(saved);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      client.setQueryData(subscriptionsQueryOptions().queryKey, await saveSubscriptions(choice));
      await refreshAlerts(client);
      notifySuccess('Preferências de alertas salvas.');
      onClose();
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          Sem escolha, você recebe todos os alertas que suas permissões permitem. Alertas sem região ou transportadora, como os de importação de rotas, aparecem
          sempre.
        </Text>
        <MultiSelect
          label="Regiões"
          placeholder={choice.regioes.length === 0 ? 'Todas' : undefined}
          data={options(regions.data)}
          value={choice.regioes}
          onChange={(regioes) => setChoice({ ...choice, regioes })}
          error={regions.isError ? 'Não foi possível carregar as regiões.' : undefined}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Limpar regiões' }}
        />
        <MultiSelect
          label="Transportadoras"
          placeholder={choice.transportadoras.length === 0 ? 'Todas' : undefined}
          data={options(carriers.data)}
          value={choice.transportadoras}
          onChange={(transportadoras) => setChoice({ ...choice, transportadoras })}
          error={carriers.isError ? 'Não foi possível carregar as transportadoras.' : undefined}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Limpar transportadoras' }}
        />
        <MultiSelect
          label="Tipos de alerta"
          placeholder={choice.tipos.length === 0 ? 'Todos' : undefined}
          data={typeOptions}
          value={choice.tipos}
          onChange={(tipos) => setChoice({ ...choice, tipos: tipos as AlertSubscriptions['tipos'] })}
          clearable
          clearButtonProps={{ 'aria-label': 'Limpar tipos de alerta' }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function AlertPreferences({ onClose }: { onClose: () => void }) {
  const saved = useQuery(subscriptionsQueryOptions());
  return (
    <Modal opened onClose={onClose} title="Preferências de alertas" size="md">
      {saved.isPending && <Text size="sm">Carregando preferências…</Text>}
      {saved.isError && (
        <Text size="sm" c="red">
          Não foi possível carregar suas preferências de alertas.
        </Text>
      )}
      {saved.data && <PreferencesForm saved={saved.data} onClose={onClose} />}
    </Modal>
  );
}
