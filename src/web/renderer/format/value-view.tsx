/**
 * One displayed value (table cell or labelled field), drawn by its format's view
 * (format-value.ts `valueFormats`): text formatted per the manifest, enums as a coloured badge,
 * rich text (html) sanitized; links only for users holding the link's permission.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EnumManifest, ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { enumManifests } from '../../manifests/enum-manifests.ts';
import { readField } from '../field-path.ts';
import { fillTemplate, type PlaceholderSource } from '../placeholders.ts';
import type { CanSee } from '../use-can.ts';
import { CopyValueButton } from './copy-value-button.tsx';
import classes from './value-view.module.css';
import { paletteBadge } from './palette-badge.tsx';
import { defaultEmptyText, enumOption, formatText, type FormatView, isEmptyValue, valueFormats } from './format-value.ts';
import { chunk } from '../../app/code-chunk.ts';

// DOMPurify is loaded only by pages that show rich text.
const RichTextView = lazy(chunk(() => import('./rich-text-view.tsx')));

export interface ValueViewProps {
  display: ValueDisplay;
  record: Readonly<Record<string, unknown>>;
  canSee: CanSee;
  /** Extra placeholder sources for links (e.g. route parameters), after the record. */
  context?: readonly PlaceholderSource[];
  /** One line only (table cells): rich text shows as plain text. */
  compact?: boolean;
  /** Where the value links to when its display names no link (a list's first column opens its row). */
  linkTo?: string;
  /** The accessible name of that link when the value alone does not say what it opens (a count, to its records). */
  linkLabel?: string;
}

/**
 * What a format's view draws from: the value read from the record, and the display's enum. The views
 * are plain functions, not components (they hold no state): a table draws hundreds of values, and a
 * component for each cost React a fiber per cell.
 */
interface FormatViewProps extends Required<Omit<ValueViewProps, 'linkTo' | 'linkLabel'>> {
  linkTo: string | undefined;
  linkLabel: string | undefined;
  value: unknown;
  enumManifest: EnumManifest | undefined;
}

function textValue({ display, record, canSee, context, value, enumManifest, linkTo, linkLabel }: FormatViewProps): ReactNode {
  const text = formatText(value, display.format, enumManifest);
  if (text === undefined) return <span className={`${classes.text} ${classes.dimmed}`}>{display.emptyText ?? defaultEmptyText}</span>;
  const to = display.link ? (canSee(display.link.permission) ? fillTemplate(display.link.to, [record, ...context], { encode: true }) : undefined) : linkTo;
  const content =
    to === undefined ? (
      <span className={classes.text}>{text}</span>
    ) : (
      <ValueLink to={to} label={display.link ? undefined : linkLabel}>
        {text}
      </ValueLink>
    );
  if (!display.copyable) return content;
  // The value is cut short (with an ellipsis) before its copy button is.
  return (
    <span className={classes.copyable}>
      <span className={classes.truncated}>{content}</span>
      <CopyValueButton value={text} label={display.label} />
    </span>
  );
}

/** A link drawn as Mantine's <Anchor size="sm">; a click on it is not also a click on its table row. */
export function ValueLink({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={`mantine-focus-auto ${classes.text} ${classes.link}`}
      aria-label={label}
      title={label}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}

function badgeValue({ value, enumManifest }: FormatViewProps): ReactNode {
  const option = enumOption(value, enumManifest);
  return option.color ? (
    paletteBadge(option.color, option.label)
  ) : (
    <span className={isEmptyValue(value) ? `${classes.text} ${classes.dimmed}` : classes.text}>{option.label}</span>
  );
}

function richTextValue(props: FormatViewProps): ReactNode {
  const { value, compact } = props;
  if (typeof value !== 'string' || isEmptyValue(value)) return textValue(props);
  return (
    <Suspense
      fallback={
        <Text span size="sm" c="dimmed">
          …
        </Text>
      }
    >
      <RichTextView html={value} compact={compact} />
    </Suspense>
  );
}

const views = { text: textValue, badge: badgeValue, richText: richTextValue } satisfies Record<FormatView, (props: FormatViewProps) => ReactNode>;

/** The value's elements, from its format's view: for a table cell, called directly. */
export function valueContent({ display, record, canSee, context = [], compact = false, linkTo, linkLabel }: ValueViewProps): ReactNode {
  const format = valueFormats[display.format ?? 'text'].view;
  const enumManifest = display.enum ? enumManifests.get(display.enum) : undefined;
  const content = views[format]({ display, record, canSee, context, compact, value: readField(record, display.field), enumManifest, linkTo, linkLabel });
  // Text links itself, leaving its copy button outside the link; a badge or rich text is wrapped whole.
  return linkTo !== undefined && !display.link && format !== 'text' ? (
    <ValueLink to={linkTo} label={linkLabel}>
      {content}
    </ValueLink>
  ) : (
    content
  );
}

export function ValueView(props: ValueViewProps) {
  return valueContent(props);
}
