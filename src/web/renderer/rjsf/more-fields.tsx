/**
 * The fields a form's uiSchema lists in its `ui:options.more` (grid-object-template.tsx), folded under
 * one button so a long filter form shows its everyday fields first. They unfold by themselves when one
 * holds a value or an error (a link, a saved view, a refusal of the API): nothing applied or wrong
 * stays out of sight. Folded, they are not drawn at all (nor their widgets' code loaded).
 */
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Badge, Button, Collapse, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

export interface MoreFieldsWords {
  /** The button while folded ("Mais filtros"). */
  show: string;
  /** The button while unfolded ("Menos filtros"). */
  hide: string;
}

export const defaultMoreWords: MoreFieldsWords = { show: 'Mais campos', hide: 'Menos campos' };

/** `inUse`: how many of the folded fields hold a value or an error. */
export function MoreFields({ count, inUse, words, children }: { count: number; inUse: number; words: MoreFieldsWords; children: ReactNode }) {
  const [expanded, setExpanded] = useState(inUse > 0);
  const holdsSomething = inUse > 0;
  useEffect(() => {
    if (holdsSomething) setExpanded(true);
  }, [holdsSomething]);
  const panelId = useId();
  return (
    <>
      <Group gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
          rightSection={<IconChevronDown size={16} aria-hidden style={{ transform: expanded ? 'rotate(180deg)' : undefined }} />}
        >
          {expanded ? words.hide : `${words.show} (${count})`}
        </Button>
        {holdsSomething && !expanded && (
          <Badge variant="light" size="sm">
            {inUse === 1 ? '1 em uso' : `${inUse} em uso`}
          </Badge>
        )}
      </Group>
      <Collapse expanded={expanded} keepMounted={false} id={panelId}>
        {children}
      </Collapse>
    </>
  );
}
