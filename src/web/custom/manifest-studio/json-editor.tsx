/**
 * The studio's code editor: CodeMirror 6 with JSON, the schema help of the manifest it holds
 * (editor-help.ts) and the checker's problems as its diagnostics. The text is the editor's own
 * state; the parent hears every change and hands back the problems to mark.
 */
import { useEffect, useRef } from 'react';
import { autocompletion } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { type Diagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { Box } from '@mantine/core';
import { manifestFileField, schemaCompletions, schemaHover } from './editor-help.ts';
import { editorPhrases } from './editor-phrases.ts';
import { editorTheme } from './editor-theme.ts';

export interface JsonEditorProps {
  /** The manifest's path in the folder (chooses the schema). */
  file: string;
  /** The text the editor starts with; the editor is made anew when the file changes. */
  initialText: string;
  onChange: (text: string) => void;
  diagnostics: readonly Diagnostic[];
}

export function JsonEditor({ file, initialText, onChange, diagnostics }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          basicSetup,
          editorPhrases,
          json(),
          lintGutter(),
          manifestFileField.init(() => file),
          autocompletion({ override: [schemaCompletions] }),
          schemaHover,
          editorTheme,
          // tabindex: the content is a tab stop as it is (contenteditable), but said outright it is also the
          // keyboard's way into the scroller for axe (scrollable-region-focusable), with no extra tab stop.
          EditorView.contentAttributes.of({ 'aria-label': `Editor do manifesto ${file}`, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor owns its text from then on: a new file makes a new editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  useEffect(() => {
    view.current?.dispatch(setDiagnostics(view.current.state, [...diagnostics]));
  }, [diagnostics]);

  return (
    <Box
      ref={host}
      h="100%"
      style={{ overflow: 'hidden', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
    />
  );
}
