/** Calls of the template editor (checklist-templates routes). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/http-client.ts';
import { notifyHttpError, notifySuccess } from '../../api/notify.ts';

export interface TemplateSummary {
  id: number;
  nome: string;
  versao: number;
  ativo: boolean;
  criadoEm: string;
  checklists: number;
  itens: number;
}

export interface TemplateItem {
  id: number;
  ordem: number;
  grupo: string;
  descricao: string;
  tipoResposta: string;
  fotoObrigatoria: boolean;
}

export interface TemplateDetail extends Omit<TemplateSummary, 'itens'> {
  itens: TemplateItem[];
}

export const useTemplates = () =>
  useQuery({ queryKey: ['checklist-templates'], queryFn: ({ signal }) => apiFetch<TemplateSummary[]>({ method: 'GET', path: '/checklist-templates', signal }), retry: false });

export const useTemplate = (id: number | undefined) =>
  useQuery({
    queryKey: ['checklist-templates', id],
    queryFn: ({ signal }) => apiFetch<TemplateDetail>({ method: 'GET', path: `/checklist-templates/${id}`, signal }),
    enabled: id !== undefined,
    retry: false,
  });

export function useSaveTemplate(onSaved: (saved: TemplateDetail) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { nome: string; itens: Omit<TemplateItem, 'id' | 'ordem'>[] } }) =>
      apiFetch<{ versionado: boolean; modelo: TemplateDetail }>({ method: 'PUT', path: `/checklist-templates/${id}`, body }),
    onSuccess: async ({ versionado, modelo }) => {
      notifySuccess(versionado ? `Versão ${modelo.versao} criada; as versões já usadas em recebimentos foram preservadas.` : 'Modelo salvo.');
      await client.invalidateQueries({ queryKey: ['checklist-templates'] });
      onSaved(modelo);
    },
    onError: (error) => notifyHttpError(error),
  });
}
