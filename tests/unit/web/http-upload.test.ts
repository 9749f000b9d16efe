import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/web/api/api-settings.ts';
import { HttpError } from '../../../src/web/api/http-client.ts';
import { apiUpload } from '../../../src/web/api/http-upload.ts';

/** An XMLHttpRequest stand-in: records the request, lets the test drive upload progress and the answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  private answerHeaders: Record<string, string> = {};
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.answerHeaders[name] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.answerHeaders['Content-Type'] = 'application/json';
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  configureApi({ baseUrl: 'http://vtlog.test/api/', token: async () => 'token-123' });
});
afterEach(() => vi.unstubAllGlobals());

const file = new File(['planilha'], 'rotas.xlsx');
const started = async () => {
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
  return FakeXhr.last!;
};

describe('apiUpload', () => {
  it('sends the file in the named multipart field with the token and reports the upload progress', async () => {
    const progress: number[] = [];
    const answer = apiUpload<{ created: number }>({ method: 'POST', path: '/transportroute/import', file, field: 'file' }, (fraction) =>
      progress.push(fraction),
    );
    const xhr = await started();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://vtlog.test/api/transportroute/import');
    expect(xhr.headers.Authorization).toBe('Bearer token-123');
    expect((xhr.body!.get('file') as File).name).toBe('rotas.xlsx');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.answer(200, { created: 3 });
    expect(await answer).toEqual({ created: 3 });
    expect(progress).toEqual([0, 0.25, 1, 1]);
  });

  it("rejects with the server's message and body (row errors) on a refused file", async () => {
    const answer = apiUpload({ method: 'POST', path: '/transportroute/import', file }).catch((error: unknown) => error);
    const body = {
      code: 'UNPROCESSABLE',
      message: 'A planilha tem 1 erro(s) em 1 linha(s); nada foi importado.',
      details: { errors: [{ row: 2, column: 'UF_DESTINO', message: 'UF "ZZ" inválida.' }] },
    };
    (await started()).answer(422, body);
    const error = (await answer) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(422);
    expect(error.message).toBe(body.message);
    expect(error.body).toEqual(body);
  });

  it('tells the auth layer when the API refuses the token (401)', async () => {
    const onTokenRefused = vi.fn();
    configureApi({ baseUrl: 'http://vtlog.test/api/', token: async () => 'token-123', onTokenRefused });
    const answer = apiUpload({ method: 'POST', path: '/transportroute/import', file }).catch((error: unknown) => error);
    (await started()).answer(401, { code: 'INVALID_TOKEN', message: 'Token de acesso inválido ou expirado. Faça login novamente.' });
    expect(((await answer) as HttpError).status).toBe(401);
    expect(onTokenRefused).toHaveBeenCalledTimes(1);
  });
});
