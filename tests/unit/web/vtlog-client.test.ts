import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/web/api/api-settings.ts';
import { HttpError } from '../../../src/web/api/http-error.ts';
import { dataOf, vtlogApi } from '../../../src/web/api/vtlog-client.ts';

// openapi-fetch calls fetch with one Request.
const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
const onTokenRefused = vi.fn();

function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

const sent = (): Request => fetchMock.mock.calls[0]![0];

beforeEach(() => {
  fetchMock.mockReset();
  onTokenRefused.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ baseUrl: 'http://vtlog.test/api/', token: async () => 'token-123', onTokenRefused });
});

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
}

describe('the typed client', () => {
  it('sends the bearer token and the JSON body to the API base, and answers the data', async () => {
    fetchMock.mockResolvedValue(json({ answers: [] }));
    const answer = await dataOf(
      vtlogApi().PUT('/receipt/{id}/answers', { params: { path: { id: 7 } }, body: { answers: [{ checklistItemId: 3, resposta: 'OK' }] } }),
    );
    expect(answer).toEqual({ answers: [] });
    expect(sent().url).toBe('http://vtlog.test/api/receipt/7/answers');
    expect(sent().method).toBe('PUT');
    expect(sent().headers.get('Authorization')).toBe('Bearer token-123');
    expect(sent().headers.get('Content-Type')).toBe('application/json');
    expect(await sent().text()).toBe('{"answers":[{"checklistItemId":3,"resposta":"OK"}]}');
  });

  it('cleans the query as apiFetch does and reads a text answer', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Relatório</h1>', { headers: { 'Content-Type': 'text/html' } }));
    const query = { checklistTemplateId: 2, checklistId: 5, clientTimeZone: '' };
    await expect(dataOf(vtlogApi().GET('/receipt/InspectionReport', { params: { query }, parseAs: 'text' }))).resolves.toBe('<h1>Relatório</h1>');
    expect(sent().url).toBe('http://vtlog.test/api/receipt/InspectionReport?checklistTemplateId=2&checklistId=5');
  });

  it("throws an error answer as HttpError with the server's pt-BR message, and tells the auth layer of a 401", async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'NOT_FOUND', message: 'Recebimento não encontrado.' }, 404, 'Not Found'));
    const notFound = await failure(dataOf(vtlogApi().GET('/receipt/details/{id}', { params: { path: { id: 9 } } })));
    expect(notFound).toBeInstanceOf(HttpError);
    expect(notFound).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Recebimento não encontrado.' });
    expect(onTokenRefused).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      json({ code: 'INVALID_TOKEN', message: 'Token de acesso inválido ou expirado. Faça login novamente.' }, 401, 'Unauthorized'),
    );
    expect(await failure(dataOf(vtlogApi().GET('/checklist-templates')))).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    expect(onTokenRefused).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server as status 0, and leaves a cancelled request an AbortError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await failure(dataOf(vtlogApi().GET('/checklist-templates')));
    expect(offline).toBeInstanceOf(HttpError);
    expect(offline).toMatchObject({ status: 0, message: expect.stringMatching(/Não foi possível conectar ao servidor/) });

    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));
    const cancelled = await failure(dataOf(vtlogApi().GET('/checklist-templates', { signal: controller.signal })));
    expect(cancelled).toBeInstanceOf(DOMException);
    expect(cancelled).toMatchObject({ name: 'AbortError' });
  });
});
