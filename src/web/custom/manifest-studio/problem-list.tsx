/** The checker's problems and warnings as a list: the edited file's first, then those it causes in others. */
import { List, Text, ThemeIcon } from '@mantine/core';
import type { StudioProblem } from './studio-api.ts';

export function ProblemList({ problems, file }: { problems: readonly StudioProblem[]; file: string }) {
  if (problems.length === 0) return <Text size="sm">O check:manifests não aponta nenhum problema.</Text>;
  const ordered = [...problems.filter((p) => p.file === file), ...problems.filter((p) => p.file !== file)];
  return (
    <List spacing={4} size="sm" aria-label="Problemas do check:manifests" style={{ maxHeight: '30vh', overflow: 'auto' }}>
      {ordered.map((problem, index) => (
        <List.Item
          key={index}
          icon={
            <ThemeIcon size={14} radius="xl" color={problem.severity === 'error' ? 'red' : 'yellow'}>
              <span />
            </ThemeIcon>
          }
        >
          <Text span ff="monospace" size="xs">
            {`manifests/${problem.file}:${problem.line}:${problem.col}`}
          </Text>{' '}
          <Text span size="sm">
            {problem.severity === 'warning' ? `${problem.message} (aviso)` : problem.message}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
