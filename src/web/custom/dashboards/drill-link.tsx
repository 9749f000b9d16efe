/**
 * A dashboard figure as a link to its records (use-drill-href.ts): a real anchor, so it is reached
 * with Tab, opens in a new tab with a modified click, and is named for screen readers; a plain
 * click navigates inside the app (React Router's own click handler).
 */
import type { ReactNode } from 'react';
import { Link, useLinkClickHandler } from 'react-router-dom';
import classes from './drill-link.module.css';

/** `label`: the accessible name, saying which figure and that it opens its records. */
export function DrillLink({ href, label, children }: { href: string | undefined; label: string; children: ReactNode }) {
  if (href === undefined) return children;
  return (
    <Link to={href} className={`mantine-focus-auto ${classes.figure}`} aria-label={label} title={label}>
      {children}
    </Link>
  );
}

/** A bar or point of a chart (SVG) wrapped in an SVG anchor. */
export function DrillMark({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href);
  return (
    <a href={href} onClick={navigate} aria-label={label} className={classes.mark} data-testid="drill-mark">
      <title>{label}</title>
      {children}
    </a>
  );
}
