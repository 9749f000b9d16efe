/** A sortable column header: a button showing the current direction (click or Enter/Space). */
import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import classes from './data-table.module.css';

export function SortHeader({ label, direction, onToggle }: { label: string; direction: false | 'asc' | 'desc'; onToggle: () => void }) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  const next = direction === 'asc' ? 'decrescente' : 'crescente';
  return (
    <UnstyledButton className={classes.sortButton} onClick={onToggle} aria-label={`${label}: ordenar em ordem ${next}`}>
      {label}
      <Icon size={14} stroke={1.8} aria-hidden style={{ opacity: direction ? 1 : 0.45 }} />
    </UnstyledButton>
  );
}
