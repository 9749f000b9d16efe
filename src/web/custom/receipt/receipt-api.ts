/**
 * Receipt data for the checklist view and its registration: reads through the receipt and checklist API calls,
 * writes through the receipt workflow routes. One HTTP client, TanStack Query for caching.
 */
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyHttpError } from '../../api/notify.ts';
import { type ApiAnswer, type ApiBody, dataOf, vtlogApi } from '../../api/vtlog-client.ts';

export type ReceiptDetails = ApiAnswer<'get', '/receipt/details/{id}'>;
export type ChecklistItemView = ApiAnswer<'post', '/checklist/template'>['itens'][number];
export type AttachmentRef = ChecklistItemView['anexos'][number];
export type AnswerInput = ApiBody<'put', '/receipt/{id}/answers'>['answers'][number];

const detailsKey = (receiptId: string) => ['receipt', 'details', receiptId] as const;
const checklistKey = (checklistId: number | null) => ['receipt', 'checklist', checklistId] as const;

export function useReceiptDetails(receiptId: string) {
  return useQuery({
    queryKey: detailsKey(receiptId),
    queryFn: ({ signal }) => dataOf(vtlogApi().GET('/receipt/details/{id}', { params: { path: { id: Number(receiptId) } }, signal })),
    retry: false,
  });
}

/** The checklist of a started receipt and the template it follows; undefined before the receipt is started. */
export function startedChecklist(receipt: ReceiptDetails | undefined): ApiBody<'post', '/checklist/template'> | undefined {
  const { checklistId = null, checklistTemplateId = null } = receipt ?? {};
  return checklistId === null || checklistTemplateId === null ? undefined : { checklistId, checklistTemplateId };
}

export function useChecklist(receipt: ReceiptDetails | undefined) {
  const started = startedChecklist(receipt);
  return useQuery({
    queryKey: checklistKey(started?.checklistId ?? null),
    queryFn: started ? ({ signal }) => dataOf(vtlogApi().POST('/checklist/template', { body: started, signal })) : skipToken,
    retry: false,
  });
}

/** The photo's base64 PNG, loaded only when its thumbnail is shown. */
export function useAttachment(ref: AttachmentRef) {
  return useQuery({
    queryKey: ['receipt', 'attachment', ref.id],
    queryFn: ({ signal }) => dataOf(vtlogApi().POST('/checklist/attachments', { body: ref, signal })),
    staleTime: Infinity,
    retry: false,
  });
}

/** Every write of the registration; each refreshes the receipt and its checklist, errors become toasts. */
export function useReceiptWrites(receiptId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['receipt'] });
  const options = { onSuccess: refresh, onError: (error: unknown) => notifyHttpError(error) };
  const id = Number(receiptId);
  return {
    changeStatus: useMutation({
      mutationFn: (body: ApiBody<'post', '/receipt/{id}/status'>) => dataOf(vtlogApi().POST('/receipt/{id}/status', { params: { path: { id } }, body })),
      ...options,
    }),
    saveAnswer: useMutation({
      mutationFn: (answer: AnswerInput) => dataOf(vtlogApi().PUT('/receipt/{id}/answers', { params: { path: { id } }, body: { answers: [answer] } })),
      ...options,
    }),
    addPhoto: useMutation({
      mutationFn: (photo: ApiBody<'post', '/receipt/{id}/attachments'>) =>
        dataOf(vtlogApi().POST('/receipt/{id}/attachments', { params: { path: { id } }, body: photo })),
      ...options,
    }),
    removePhoto: useMutation({
      mutationFn: async (attachmentId: number) => {
        await vtlogApi().DELETE('/receipt/{id}/attachments/{attachmentId}', { params: { path: { id, attachmentId } } });
      },
      ...options,
    }),
  };
}
