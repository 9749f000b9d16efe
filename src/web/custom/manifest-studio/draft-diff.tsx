/**
 * The edited file against the one the server runs: a unified diff (the patch the studio offers as a
 * download), drawn with added and removed lines coloured.
 */
import { Code, Text } from '@mantine/core';
import { createTwoFilesPatch } from 'diff';

/** The patch of `file` (its path in manifests/), applicable with `git apply` at the project's root. */
export function draftPatch(file: string, committed: string, draft: string): string {
  return createTwoFilesPatch(`a/manifests/${file}`, `b/manifests/${file}`, committed, draft);
}

const lineColour = (line: string) =>
  line.startsWith('+') && !line.startsWith('+++')
    ? 'green'
    : line.startsWith('-') && !line.startsWith('---')
      ? 'red'
      : line.startsWith('@@')
        ? 'blue'
        : undefined;

export function DraftDiff({ file, committed, draft }: { file: string; committed: string; draft: string }) {
  if (committed === draft) return <Text c="dimmed">Nenhuma alteração em relação ao arquivo do servidor.</Text>;
  const patch = draftPatch(file, committed, draft).split('\n');
  // The hunks only: the header names the files, which the studio already shows.
  const lines = patch.slice(patch.findIndex((line) => line.startsWith('@@')));
  return (
    <Code block aria-label={`Alterações em ${file}`} style={{ maxHeight: '70vh', overflow: 'auto' }}>
      {lines.map((line, index) => (
        <Text key={index} component="span" display="block" ff="monospace" size="xs" c={lineColour(line)} style={{ whiteSpace: 'pre' }}>
          {line || ' '}
        </Text>
      ))}
    </Code>
  );
}
