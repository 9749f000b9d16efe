// @vitest-environment jsdom
/**
 * The fields a uiSchema marks `ui:options.more` fold under one button after the others, and unfold by
 * themselves when one holds a value (a link, a saved view): nothing applied stays out of sight.
 */
import '../setup.ts';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { VtlogForm } from '../../../../src/web/renderer/rjsf/vtlog-form.tsx';

const schema = {
  type: 'object',
  properties: {
    chassi: { type: 'string', title: 'Chassi' },
    rota: { type: 'string', title: 'Rota' },
    avariado: { type: 'boolean', title: 'Avariado' },
    entrega: { type: 'object', title: 'Entrega', properties: { de: { type: 'string', title: 'De' }, ate: { type: 'string', title: 'Até' } } },
  },
} as RJSFSchema;

const uiSchema: UiSchema = { 'ui:options': { more: ['rota', 'avariado', 'entrega'] }, entrega: { 'ui:options': { more: ['de'] } } };

function draw(formData: Record<string, unknown>, formContext?: object) {
  render(
    <MantineProvider>
      <VtlogForm schema={schema} uiSchema={uiSchema} formData={formData} formContext={formContext} />
    </MantineProvider>,
  );
}

describe('fields folded under "Mais campos"', () => {
  it('shows the others first, and the folded ones on a click, the button saying which way it goes', async () => {
    draw({});
    expect(screen.getByRole('textbox', { name: 'Chassi' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Rota' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Mais campos (3)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByRole('textbox', { name: 'Rota' })).toBeTruthy();
    // A nested object's parts are not folded apart from it.
    expect(screen.getByRole('textbox', { name: 'De' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menos campos' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens unfolded when a folded field holds a value, and counts them once folded again', () => {
    draw({ rota: 'SP-BA', entrega: { de: '2025-01-01' } }, { moreWords: { show: 'Mais filtros', hide: 'Menos filtros' } });
    expect((screen.getByRole('textbox', { name: 'Rota' }) as HTMLInputElement).value).toBe('SP-BA');
    fireEvent.click(screen.getByRole('button', { name: 'Menos filtros' }));
    expect(screen.getByRole('button', { name: 'Mais filtros (3)' })).toBeTruthy();
    expect(screen.getByText('2 em uso')).toBeTruthy();
  });

  it('stays folded while a folded checkbox is merely unticked', () => {
    draw({ avariado: false });
    expect(screen.getByRole('button', { name: 'Mais campos (3)' }).getAttribute('aria-expanded')).toBe('false');
  });
});
