/**
 * The last text of a page manifest the checker accepted, parsed, for the preview: the renderer draws
 * only what check:manifests lets the product run, so a half-typed page never reaches it.
 */
import { useState } from 'react';
import type { PageManifest } from '../../../shared/manifest/manifest-types.ts';

interface Accepted {
  text: string;
  page: PageManifest;
  /** Grows with each accepted text: the preview is drawn afresh for it. */
  version: number;
}

/** `acceptedText`: the current text when the checker accepts it, else undefined (the last accepted one stays). */
export function useAcceptedPage(file: string, acceptedText: string | undefined): { page?: PageManifest; version: number } {
  const [accepted, setAccepted] = useState<Accepted>();
  if (acceptedText !== undefined && file.startsWith('pages/') && accepted?.text !== acceptedText) {
    // Derived state, set while rendering as React documents for it: the preview follows in the same pass.
    setAccepted({ text: acceptedText, page: JSON.parse(acceptedText) as PageManifest, version: (accepted?.version ?? 0) + 1 });
  }
  return { page: accepted?.page, version: accepted?.version ?? 0 };
}
