/**
 * What the page's link asked that the list could not do (an unknown parameter, a value it cannot read or
 * would refuse), above the results: the rest of the link is applied, so the user sees why the list is
 * not quite what the link said. Closing it hides these problems; another link's problems show again.
 */
import { useState } from 'react';
import { Alert, List } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { type LinkProblem, linkProblemMessage } from '../../state/link-problems.ts';

export function LinkProblemsAlert({ problems }: { problems: readonly LinkProblem[] }) {
  const messages = problems.map((problem) => ({ parameter: problem.parameter, message: linkProblemMessage(problem) }));
  const text = messages.map((problem) => problem.message).join('\n');
  const [dismissed, setDismissed] = useState<string>();
  if (problems.length === 0 || dismissed === text) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLinkOff size={18} aria-hidden />}
      title="Parte deste link não foi aplicada"
      withCloseButton
      closeButtonLabel="Fechar aviso do link"
      onClose={() => setDismissed(text)}
      aria-label="Problemas do link"
    >
      <List size="sm" spacing={2}>
        {messages.map((problem) => (
          <List.Item key={`${problem.parameter}:${problem.message}`}>{problem.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
