// @vitest-environment jsdom
/** The Mantine widgets few forms use load on first use, and then draw as the theme's own. */
import '../setup.ts';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { VtlogForm } from '../../../../src/web/renderer/rjsf/vtlog-form.tsx';

const schema = {
  type: 'object',
  properties: {
    sentido: { type: 'string', title: 'Sentido', enum: ['IDA', 'VOLTA'] },
    entrega: { type: 'string', title: 'Entrega', format: 'date' },
  },
} as RJSFSchema;

describe('widgets loaded on first use', { timeout: 30_000 }, () => {
  it('draws a Mantine radio group and date input', async () => {
    render(
      <MantineProvider>
        <VtlogForm schema={schema} uiSchema={{ sentido: { 'ui:widget': 'radio' } }} formData={{ entrega: '2025-05-26' }} />
      </MantineProvider>,
    );
    const volta = await screen.findByRole('radio', { name: 'VOLTA' }, { timeout: 15_000 });
    expect(volta.className).toContain('mantine-Radio-radio');
    const entrega = await screen.findByRole('textbox', { name: 'Entrega' });
    expect(entrega.className).toContain('mantine-DateInput-input');
    expect((entrega as HTMLInputElement).value).toBe('2025-05-26');
  });
});
