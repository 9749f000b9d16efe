// @vitest-environment jsdom
/** A row action's form dialog: CONFIRMAR cannot be pressed before the form (and its validator) is there. */
import '../setup.ts';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import { RowActionFormDialog } from '../../../../src/web/renderer/features/row-actions/row-action-form-dialog.tsx';
import transportDelay from '../../../../manifests/pages/transport-delay.json';

/** The validator chunk arrives only when the test lets it. */
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});

vi.mock('virtual:vtlog-form-validators', async (importOriginal) => {
  const { loaders } = await importOriginal<typeof import('virtual:vtlog-form-validators')>();
  const held = (key: string) => () => chunk.arrived.then(() => loaders[key]!());
  return { loaders: Object.fromEntries(Object.keys(loaders).map((key) => [key, held(key)])) };
});

const close = (transportDelay as PageManifest).rowActions!.find((action) => action.id === 'close')!;

describe('row action form dialog', { timeout: 30_000 }, () => {
  it('enables CONFIRMAR only once the form is drawn', async () => {
    render(
      <MantineProvider>
        <RowActionFormDialog action={close} row={{ id: 1, situacao: 'JUSTIFICADO' }} onCancel={() => {}} onSubmit={async () => {}} />
      </MantineProvider>,
    );
    // The dialog is drawn once the overlay code has arrived (renderer/overlays/deferred-overlays.ts); the validator is still held back.
    const confirm = (await screen.findByRole('button', { name: 'CONFIRMAR' })) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    chunk.release();
    expect(await screen.findByRole('radio', { name: 'Aceitar a justificativa' })).toBeTruthy();
    expect(confirm.disabled).toBe(false);
  });
});
