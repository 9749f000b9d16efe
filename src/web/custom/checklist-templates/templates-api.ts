/** Calls of the template editor (checklist-templates routes). */
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyHttpError, notifySuccess } from '../../api/notify.ts';
import { type ApiAnswer, type ApiBody, dataOf, vtlogApi } from '../../api/vtlog-client.ts';

export type TemplateDetail = ApiAnswer<'get', '/checklist-templates/{id}'>;
/** The answer types a template item may ask for (the API's enum). */
export type AnswerType = TemplateDetail['itens'][number]['tipoResposta'];

export const useTemplates = () =>
  useQuery({ queryKey: ['checklist-templates'], queryFn: ({ signal }) => dataOf(vtlogApi().GET('/checklist-templates', { signal })), retry: false });

export const useTemplate = (id: number | undefined) =>
  useQuery({
    queryKey: ['checklist-templates', id],
    queryFn: id === undefined ? skipToken : ({ signal }) => dataOf(vtlogApi().GET('/checklist-templates/{id}', { params: { path: { id } }, signal })),
    retry: false,
  });

export function useSaveTemplate(onSaved: (saved: TemplateDetail) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApiBody<'put', '/checklist-templates/{id}'> }) =>
      dataOf(vtlogApi().PUT('/checklist-templates/{id}', { params: { path: { id } }, body })),
    onSuccess: async ({ versionado, modelo }) => {
      notifySuccess(versionado ? `Versão ${modelo.versao} criada; as versões já usadas em recebimentos foram preservadas.` : 'Modelo salvo.');
      await client.invalidateQueries({ queryKey: ['checklist-templates'] });
      onSaved(modelo);
    },
    onError: (error) => notifyHttpError(error),
  });
}
