/**
 * The variants of a form page, one entry each: a submit that answers with a file (download), one
 * that sends a file (upload), one that shows rows (result). The first the form declares, in this
 * order, is drawn; a form declaring none edits values (the form page itself).
 */
import type { ComponentType, ReactElement } from 'react';
import type { PlaceholderSource } from '../placeholders.ts';
import { DownloadForm } from './download-form.tsx';
import type { PageForm } from './page-form.ts';
import { ResultForm } from './result-form.tsx';
import { UploadForm } from './upload-form.tsx';

type VariantName = 'download' | 'upload' | 'result';

interface PageFormProps {
  form: PageForm;
  context: readonly PlaceholderSource[];
  /** The page title (the result table's name). */
  label: string;
}

interface VariantProps<Name extends VariantName> extends PageFormProps {
  /** The form's settings of this variant. */
  options: NonNullable<PageForm[Name]>;
}

const formVariants: { [Name in VariantName]: ComponentType<VariantProps<Name>> } = {
  download: ({ form, context }) => <DownloadForm form={form} context={context} />,
  upload: ({ form, options, context }) => <UploadForm form={form} upload={options} context={context} />,
  result: ({ form, options, context, label }) => <ResultForm form={form} result={options} context={context} label={label} />,
};

function drawn<Name extends VariantName>(name: Name, props: PageFormProps): ReactElement | undefined {
  const options = props.form[name];
  if (!options) return undefined;
  const Variant: ComponentType<VariantProps<Name>> = formVariants[name];
  return <Variant {...props} options={options} />;
}

/** The variant the form declares, drawn; undefined for a form that edits values. */
export function formVariant(props: PageFormProps): ReactElement | undefined {
  for (const name of Object.keys(formVariants) as VariantName[]) {
    const variant = drawn(name, props);
    if (variant) return variant;
  }
  return undefined;
}
