/**
 * "Copiar link": the address that reproduces the list (filters, sort, page size) anywhere, without the
 * tab's own `sid`, copied with a toast saying so. A state too long for a link (a pasted list of chassis)
 * is said to be, rather than copying a link that would open another list. The copying itself
 * (copy-link.ts) loads at the first press, not with the list.
 */
import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { chunk } from '../../app/code-chunk.ts';

const loadCopyLink = chunk(() => import('./copy-link.ts'));

export function CopyLinkButton({ linkQuery }: { linkQuery: () => Promise<string | undefined> }) {
  const copy = async () => {
    const [query, { copyLink }] = await Promise.all([linkQuery(), loadCopyLink()]);
    await copyLink(query);
  };
  return (
    <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
      Copiar link
    </Button>
  );
}
