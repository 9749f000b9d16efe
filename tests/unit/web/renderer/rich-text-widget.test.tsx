// @vitest-environment jsdom
import '../setup.ts';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { VtlogForm } from '../../../../src/web/renderer/rjsf/vtlog-form.tsx';

const schema = { type: 'object', required: ['comentario'], properties: { comentario: { type: 'string', title: 'Comentário' } } } as RJSFSchema;

describe('richText widget', { timeout: 30_000 }, () => {
  it('draws a labelled editor with the stored text and a pt-BR toolbar of buttons', async () => {
    render(
      <MantineProvider>
        <VtlogForm schema={schema} uiSchema={{ comentario: { 'ui:widget': 'richText' } }} formData={{ comentario: '<p>Chuva <strong>forte</strong></p>' }} />
      </MantineProvider>,
    );
    const editor = await screen.findByRole('textbox', { name: /Comentário/ }, { timeout: 15_000 });
    await waitFor(() => expect(within(editor).getByText('forte').tagName).toBe('STRONG'));
    expect(editor.getAttribute('aria-required')).toBe('true');
    for (const name of ['Negrito (Ctrl+B)', 'Itálico (Ctrl+I)', 'Lista com marcadores', 'Lista numerada', 'Inserir link (Ctrl+K)', 'Remover link']) {
      expect(screen.getByRole('button', { name }).tagName).toBe('BUTTON');
    }
  });

  it('is read-only without a toolbar when the form is', async () => {
    render(
      <MantineProvider>
        <VtlogForm schema={schema} uiSchema={{ comentario: { 'ui:widget': 'richText' } }} formData={{ comentario: '<p>texto</p>' }} readonly />
      </MantineProvider>,
    );
    const editor = await screen.findByRole('textbox', { name: /Comentário/ }, { timeout: 15_000 });
    await waitFor(() => expect(editor.getAttribute('contenteditable')).toBe('false'));
    expect(screen.queryByRole('button', { name: 'Negrito (Ctrl+B)' })).toBeNull();
  });
});
