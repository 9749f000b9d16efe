/**
 * What "Copiar link" does (copy-link-button.tsx), loaded at its first press: the address that
 * reproduces the list, put on the clipboard, and a toast saying so or why not.
 */
import { notifyError, notifySuccess, notifyWarning } from '../../api/notify.ts';

/** `query`: the list's state as URL parameters; `undefined` when it is too long for a link. */
export async function copyLink(query: string | undefined): Promise<void> {
  if (query === undefined) {
    notifyWarning('Os filtros desta lista são longos demais para caber em um link; nenhum link foi copiado.', 'Link não copiado');
    return;
  }
  const { origin, pathname } = window.location;
  try {
    await navigator.clipboard.writeText(`${origin}${pathname}?${query}`);
    notifySuccess('Quem abrir o link verá esta lista com os mesmos filtros, ordenação e linhas por página.', 'Link copiado');
  } catch {
    notifyError('O navegador não permitiu copiar o link. Copie o endereço da barra do navegador.', 'Link não copiado');
  }
}
