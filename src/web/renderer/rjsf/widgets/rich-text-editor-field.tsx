/**
 * The editor behind the `richText` widget: a labelled Mantine RichTextEditor with a small toolbar.
 * Every control is a button reachable with Tab (pt-BR names); Ctrl+B, Ctrl+I and Ctrl+K (link)
 * work inside the text. An empty editor gives no value, so `required` is checked by the form.
 */
import '@mantine/tiptap/styles.css';
import { useEffect } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelValue } from '@rjsf/utils';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cleanPastedHtml } from './pasted-html.ts';

const labels: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Negrito (Ctrl+B)',
  italicControlLabel: 'Itálico (Ctrl+I)',
  bulletListControlLabel: 'Lista com marcadores',
  orderedListControlLabel: 'Lista numerada',
  linkControlLabel: 'Inserir link (Ctrl+K)',
  unlinkControlLabel: 'Remover link',
  linkEditorInputLabel: 'Endereço do link',
  linkEditorInputPlaceholder: 'https://exemplo.com.br',
  linkEditorExternalLink: 'Abrir o link em nova aba',
  linkEditorInternalLink: 'Abrir o link na mesma aba',
  linkEditorSave: 'Salvar',
};

export default function RichTextEditorField({
  id,
  label,
  hideLabel,
  value,
  onChange,
  disabled,
  readonly,
  required,
  rawErrors,
  placeholder,
  schema,
}: WidgetProps) {
  const editable = !(disabled || readonly);
  const error = rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined;
  const labelId = `${id}-label`;
  const editor = useEditor({
    // The stored HTML keeps only what the server's policy allows (src/shared/rich-text-policy.ts).
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }), Link],
    content: typeof value === 'string' ? value : '',
    editable,
    shouldRerenderOnTransaction: true,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': ariaDescribedByIds(id),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? undefined : current.getHTML()),
  });

  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);

  return (
    <Input.Wrapper
      label={labelValue(label || schema.title, hideLabel, false)}
      labelElement="div"
      labelProps={{ id: labelId }}
      required={required}
      error={error}
      description={schema.description}
    >
      <RichTextEditor editor={editor} labels={labels} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        {editable && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
