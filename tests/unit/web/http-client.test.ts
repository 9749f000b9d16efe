import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/web/api/api-settings.ts';
import { HttpError, apiDownload, apiFetch } from '../../../src/web/api/http-client.ts';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ baseUrl: 'http://vtlog.test/api/', token: async () => 'token-123' });
});

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('apiFetch', () => {
  it('sends JSON with the bearer token to the API base, with the query cleaned', async () => {
    fetchMock.mockResolvedValue(json({ items: [] }));
    const answer = await apiFetch({ method: 'POST', path: '/vehicle/list', query: { a: 'null', b: '', c: 1 }, body: { page: 1 } });
    expect(answer).toEqual({ items: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://vtlog.test/api/vehicle/list?c=1');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"page":1}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-123', 'Content-Type': 'application/json' });
  });

  it("turns an error answer into HttpError with the server's pt-BR message, code and field", async () => {
    fetchMock.mockResolvedValue(json({ statusCode: 400, code: 'VALIDATION', message: 'Dados inválidos.', field: 'body/chassis' }, 400, 'Bad Request'));
    const error = await failure(apiFetch({ method: 'POST', path: '/vehicle/list' }));
    expect(error).toMatchObject({ message: 'Dados inválidos.', status: 400, code: 'VALIDATION', field: 'body/chassis' });
    expect(error.body).toMatchObject({ code: 'VALIDATION' });
  });

  it('says "Erro <status>: <statusText>" when the server gives no message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }));
    const error = await failure(apiFetch({ method: 'GET', path: '/division/listRegions' }));
    expect(error.message).toBe('Erro 502: Bad Gateway');
    expect(error.status).toBe(502);
    expect(error.body).toBe('<html>bad gateway</html>');
  });

  it('tells the auth layer when the API refuses the token (401), and not for other refusals', async () => {
    const onTokenRefused = vi.fn();
    configureApi({ baseUrl: 'http://vtlog.test/api/', token: async () => 'token-123', onTokenRefused });
    fetchMock.mockResolvedValueOnce(json({ code: 'FORBIDDEN', message: 'Você não tem permissão para realizar esta operação.' }, 403, 'Forbidden'));
    expect((await failure(apiFetch({ method: 'GET', path: '/users/me' }))).status).toBe(403);
    expect(onTokenRefused).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(
      json({ code: 'INVALID_TOKEN', message: 'Token de acesso inválido ou expirado. Faça login novamente.' }, 401, 'Unauthorized'),
    );
    const error = await failure(apiFetch({ method: 'GET', path: '/users/me' }));
    expect(error).toMatchObject({ status: 401, code: 'INVALID_TOKEN', message: 'Token de acesso inválido ou expirado. Faça login novamente.' });
    expect(onTokenRefused).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server as status 0 with a pt-BR message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiFetch({ method: 'GET', path: '/vehicle/order-status' }));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/Não foi possível conectar ao servidor/);
  });

  it('retries only as often as the call says (0 by default, 1 for vehicle details)', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Indisponível' }, 503, 'Service Unavailable'));
    await failure(apiFetch({ method: 'GET', path: '/vehicle/order-status' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(json({ message: 'Indisponível' }, 503)).mockResolvedValueOnce(json({ chassi: '9BW' }));
    await expect(apiFetch({ method: 'GET', path: '/vehicle/details/chassis/9BW', retry: 1 })).resolves.toEqual({ chassi: '9BW' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal such as 404', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Registro não encontrado.' }, 404));
    await failure(apiFetch({ method: 'GET', path: '/receipt/details/9', retry: 1 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers text/html as a string', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Relatório</h1>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    await expect(apiFetch<string>({ method: 'GET', path: '/receipt/InspectionReport' })).resolves.toBe('<h1>Relatório</h1>');
  });
});

describe('apiDownload', () => {
  it('names the file from Content-Disposition and reports progress while streaming', async () => {
    fetchMock.mockResolvedValue(
      new Response('a;b\n1;2\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Length': '8',
          'Content-Disposition': `attachment; filename="veiculos.csv"; filename*=UTF-8''ve%C3%ADculos%202025.csv`,
        },
      }),
    );
    const progress: Array<[number, number | undefined]> = [];
    const { fileName, blob } = await apiDownload(
      { method: 'POST', path: '/vehicle/report', body: {} },
      { onProgress: (loaded, total) => progress.push([loaded, total]) },
    );
    expect(fileName).toBe('veículos 2025.csv');
    expect(await blob.text()).toBe('a;b\n1;2\n');
    expect(progress.at(0)).toEqual([0, 8]);
    expect(progress.at(-1)).toEqual([8, 8]);
  });

  it('falls back to the given name and strips directories from a suggested one', async () => {
    fetchMock.mockResolvedValueOnce(new Response('x'));
    expect((await apiDownload({ method: 'GET', path: '/f' }, { fallbackFileName: 'relatorio.xlsx' })).fileName).toBe('relatorio.xlsx');
    fetchMock.mockResolvedValueOnce(new Response('x', { headers: { 'Content-Disposition': 'attachment; filename="../../etc/passwd"' } }));
    expect((await apiDownload({ method: 'GET', path: '/f' })).fileName).toBe('passwd');
  });
});
