/**
 * Running an action's API call (row actions, selection actions): success toast built from the
 * answer, every page query reloaded, errors toasted. Resolves whether it succeeded, so a
 * dialog stays open after a failure.
 */
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch, type ApiCall } from '../../../api/http-client.ts';
import { notifyHttpError, notifySuccess } from '../../../api/notify.ts';

const defaultSuccess = 'Operação realizada com sucesso.';

export function useRunAction() {
  const queryClient = useQueryClient();
  return async (call: ApiCall | undefined, successMessage: (answer: unknown) => string | undefined): Promise<boolean> => {
    if (!call) return false;
    try {
      const answer = await apiFetch<unknown>(call);
      notifySuccess(successMessage(answer) ?? defaultSuccess);
      await queryClient.invalidateQueries({ queryKey: ['api'] });
      return true;
    } catch (error) {
      notifyHttpError(error, 'Não foi possível concluir a operação.');
      return false;
    }
  };
}
