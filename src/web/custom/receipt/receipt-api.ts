/**
 * Receipt data for the checklist view and its registration: reads through the receipt and checklist API calls,
 * writes through the receipt workflow routes. One HTTP client, TanStack Query for caching.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/http-client.ts';
import { notifyHttpError } from '../../api/notify.ts';

export interface ReceiptDetails {
  id: number;
  receiptStatus: number;
  vehicleId: number;
  chassi: string;
  modelo: string;
  concessionaria: string;
  checklistId: number | null;
  checklistTemplateId: number | null;
  iniciadoEm: string | null;
  finalizadoEm: string | null;
  responsavel: string | null;
  motivoRejeicao: string | null;
}

export interface AttachmentRef {
  id: number;
  checklistId: number;
  checklistItemId: number;
}

export interface ChecklistItemView {
  checklistItemId: number;
  ordem: number;
  grupo: string;
  descricao: string;
  tipoResposta: string;
  fotoObrigatoria: boolean;
  resposta: string | null;
  codigoAvaria: string | null;
  observacao: string | null;
  anexos: AttachmentRef[];
}

export interface ChecklistView {
  checklistId: number;
  checklistTemplateId: number;
  templateNome: string;
  templateVersao: number;
  itens: ChecklistItemView[];
}

export interface AnswerInput {
  checklistItemId: number;
  resposta: string;
  codigoAvaria?: string | null;
  observacao?: string | null;
}

const detailsKey = (receiptId: string) => ['receipt', 'details', receiptId] as const;
const checklistKey = (checklistId: number | null) => ['receipt', 'checklist', checklistId] as const;

export function useReceiptDetails(receiptId: string) {
  return useQuery({
    queryKey: detailsKey(receiptId),
    queryFn: ({ signal }) => apiFetch<ReceiptDetails>({ method: 'GET', path: `/receipt/details/${encodeURIComponent(receiptId)}`, signal }),
    retry: false,
  });
}

export function useChecklist(receipt: ReceiptDetails | undefined) {
  const checklistId = receipt?.checklistId ?? null;
  return useQuery({
    queryKey: checklistKey(checklistId),
    queryFn: ({ signal }) =>
      apiFetch<ChecklistView>({ method: 'POST', path: '/checklist/template', body: { checklistId, checklistTemplateId: receipt?.checklistTemplateId }, signal }),
    enabled: checklistId !== null,
    retry: false,
  });
}

/** The photo's base64 PNG, loaded only when its thumbnail is shown. */
export function useAttachment(ref: AttachmentRef) {
  return useQuery({
    queryKey: ['receipt', 'attachment', ref.id],
    queryFn: ({ signal }) => apiFetch<{ base64: string }>({ method: 'POST', path: '/checklist/attachments', body: ref, signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** Every write of the registration; each refreshes the receipt and its checklist, errors become toasts. */
export function useReceiptWrites(receiptId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['receipt'] });
  const options = { onSuccess: refresh, onError: (error: unknown) => notifyHttpError(error) };
  const base = `/receipt/${encodeURIComponent(receiptId)}`;
  return {
    changeStatus: useMutation({
      mutationFn: (body: { receiptStatus: number; motivo?: string }) => apiFetch<ReceiptDetails>({ method: 'POST', path: `${base}/status`, body }),
      ...options,
    }),
    saveAnswer: useMutation({
      mutationFn: (answer: AnswerInput) => apiFetch<unknown>({ method: 'PUT', path: `${base}/answers`, body: { answers: [answer] } }),
      ...options,
    }),
    addPhoto: useMutation({
      mutationFn: (photo: { checklistItemId: number; imagemBase64: string }) => apiFetch<AttachmentRef>({ method: 'POST', path: `${base}/attachments`, body: photo }),
      ...options,
    }),
    removePhoto: useMutation({
      mutationFn: (attachmentId: number) => apiFetch<unknown>({ method: 'DELETE', path: `${base}/attachments/${attachmentId}` }),
      ...options,
    }),
  };
}
