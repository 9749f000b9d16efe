/**
 * What the analyst is doing in the studio, kept in this tab's sessionStorage: the file open and the
 * edits, one text per file. Following a link in the preview and coming back to /studio loses
 * nothing. The edits never leave the browser except as a check request or a download.
 */
import { useCallback, useState } from 'react';

const storageKey = 'vtlog:studio-session';

interface StudioSession {
  /** The file open (its path in the manifests folder); none yet: the first of the list. */
  file?: string;
  drafts: Record<string, string>;
}

function readSession(): StudioSession {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Partial<StudioSession>;
    return { file: stored.file, drafts: stored.drafts ?? {} };
  } catch {
    return { drafts: {} };
  }
}

export function useStudioSession() {
  const [session, setSession] = useState(readSession);
  const update = useCallback((change: (current: StudioSession) => StudioSession) => {
    setSession((current) => {
      const next = change(current);
      sessionStorage.setItem(storageKey, JSON.stringify(next));
      return next;
    });
  }, []);
  /** Opens `file`. */
  const open = useCallback((file: string) => update((current) => ({ ...current, file })), [update]);
  /** The edited text of `file`; undefined: back to the server's. */
  const edit = useCallback(
    (file: string, text: string | undefined) =>
      update(({ drafts: { [file]: _dropped, ...others }, ...current }) => ({ ...current, drafts: text === undefined ? others : { ...others, [file]: text } })),
    [update],
  );
  return { ...session, open, edit };
}
