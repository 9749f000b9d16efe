import { beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const { notifyHttpError, notifySuccess } = await import('../../../src/web/api/notify.ts');
const { HttpError } = await import('../../../src/web/api/http-error.ts');

describe('notifyHttpError (toast "Erro" with the text, or the fallback)', () => {
  beforeEach(() => show.mockReset());

  it("shows the HTTP error's message under the title Erro", () => {
    notifyHttpError(new HttpError('Registro não encontrado.', 404, undefined), 'Erro ao carregar a página');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Erro', message: 'Registro não encontrado.', color: 'red', 'data-toast-kind': 'error' }));
  });

  it('shows the fallback for anything that is not an HTTP error (never an English stack message)', () => {
    notifyHttpError(new TypeError('Cannot read properties of undefined'), 'Erro ao carregar a página');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Erro', message: 'Erro ao carregar a página' }));
  });

  it('stays silent for a cancelled request', () => {
    notifyHttpError(new DOMException('aborted', 'AbortError'), 'x');
    expect(show).not.toHaveBeenCalled();
  });

  it('uses the success kind for success toasts', () => {
    notifySuccess('Arquivo importado.');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Arquivo importado.', color: 'green', 'data-toast-kind': 'success' }));
  });
});
