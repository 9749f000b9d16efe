/**
 * The manifest studio's check of an edited file (src/server/api/studio/): the manifest checker
 * itself — the code behind `npm run check:manifests` — over a copy of the server's manifests
 * folder with the edited file in place, so the analyst sees exactly what the command line would
 * report. The copy lives in a temporary folder this check owns and deletes; the server's folder is
 * only read. Runs on a worker thread: a check takes a few hundred milliseconds of CPU.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project folder: the checker reads the schemas, the OpenAPI snapshot and the realm under it. */
const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface DraftProblem {
  /** The file, relative to the manifests folder (e.g. `pages/vehicles-search.json`). */
  file: string;
  line: number;
  col: number;
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
}

export interface ManifestDraft {
  /** The server's manifests folder, the committed files the draft is checked with. */
  manifestsDir: string;
  /** The edited file, relative to the folder (e.g. `pages/vehicles-search.json`). */
  file: string;
  text: string;
}

/** Every problem and warning of the folder with `file` replaced by `text`, errors first. */
export async function checkManifestDraft({ manifestsDir, file, text }: ManifestDraft): Promise<DraftProblem[]> {
  // Loaded on the first check: the threads also read spreadsheets and sanitise rich text, whose
  // requests should not wait, as a thread starts, for the checker's modules.
  const { checkManifests } = await import('../../../scripts/manifest-check/check.mjs');
  const copy = mkdtempSync(path.join(tmpdir(), 'vtlog-studio-'));
  try {
    cpSync(manifestsDir, copy, { recursive: true });
    writeFileSync(path.join(copy, file), text);
    const { entries, warningEntries } = checkManifests({ root, manifestsDir: copy });
    // The checker names files relative to the project; the studio names them within the folder.
    const inFolder = (name: string) => path.relative(copy, path.resolve(root, name)).split(path.sep).join('/');
    return [
      ...entries.map((entry) => ({ ...entry, file: inFolder(entry.file), severity: 'error' as const })),
      ...warningEntries.map((entry) => ({ ...entry, file: inFolder(entry.file), severity: 'warning' as const })),
    ];
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
