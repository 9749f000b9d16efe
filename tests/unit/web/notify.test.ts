import { beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const { notifyHttpError, notifySuccess } = await import('../../../src/web/api/notify.ts');
const { HttpError } = await import('../../../src/web/api/http-error.ts');

describe('notifyHttpError (toast "Erro" with the text, or the fallback)', () => {
  beforeEach(() => show.mockReset());

  it("shows the HTTP error's status code and message under the title Erro", () => {
    notifyHttpError(new HttpError('Registro não encontrado.', 404, undefined), 'Erro ao carregar a página');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Erro', message: 'Erro 404: Registro não encontrado.', color: 'red', 'data-toast-kind': 'error' }),
    );
  });

  it('does not repeat the status of a message that already names it, and a network error has none', () => {
    notifyHttpError(new HttpError('Erro 502: Bad Gateway', 502, undefined));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Erro 502: Bad Gateway' }));
    notifyHttpError(new HttpError('Não foi possível conectar ao servidor.', 0, undefined));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Não foi possível conectar ao servidor.' }));
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
