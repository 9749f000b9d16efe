/**
 * The hand-written components that write (the receipt checklist, the checklist template editor) write
 * nothing from the manifest studio's preview (WritesDisabledContext), where the page being edited is
 * drawn against the real API: the same user gets their write buttons outside it, none inside.
 */
// First: the SPA's modules fetch as they load.
import { answerWith } from './support/in-process-fetch.ts';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../../src/web/api/api-settings.ts';
import ChecklistTemplateEditor from '../../src/web/custom/checklist-templates/checklist-template-editor.tsx';
import ReceiptChecklist from '../../src/web/custom/receipt/receipt-checklist.tsx';
import { WritesDisabledContext } from '../../src/web/renderer/writes-disabled.ts';
import { accessTokenFor } from '../helpers/auth.ts';
import { realmGrants } from '../helpers/realm-grants.ts';
import { createTestApp, type TestApp } from '../api/support/test-app.ts';
import { SpaProviders, testQueryClient, testSession } from '../support/spa-providers.tsx';
import '../unit/web/setup.ts';

const slow = { timeout: 20_000 };

let t: TestApp;
let token: string;
let grants: Awaited<ReturnType<typeof realmGrants>>;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 60 });
  token = await accessTokenFor(t.app, 'admin');
  grants = await realmGrants();
  answerWith({ app: t.app, token, onFailure: () => undefined });
  configureApi({ baseUrl: 'http://vtlog.test/api', token: async () => token });
});
afterAll(async () => t?.close());
afterEach(cleanup);

/** A receipt of a seeded vehicle, not started yet (status 0, no checklist). */
let created: { id: number } | undefined;
async function notStartedReceipt(): Promise<{ id: number }> {
  const db = t.app.db;
  const { vehicle_id, dealer_id } = await db.selectFrom('receipts').select(['vehicle_id', 'dealer_id']).orderBy('id').executeTakeFirstOrThrow();
  created ??= await db
    .insertInto('receipts')
    .values({
      vehicle_id,
      dealer_id,
      receipt_status: 0,
      checklist_id: null,
      iniciado_em: null,
      finalizado_em: null,
      responsavel: null,
      motivo_rejeicao: null,
      registrado_no_app: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created;
}

function draw(node: ReactNode, inPreview: boolean) {
  render(
    <SpaProviders queryClient={testQueryClient()} session={testSession(grants.admin, token)}>
      <MemoryRouter>
        <WritesDisabledContext.Provider value={inPreview}>{node}</WritesDisabledContext.Provider>
      </MemoryRouter>
    </SpaProviders>,
  );
}

describe.each([false, true])('drawn in the studio preview: %s', { timeout: 60_000 }, (inPreview) => {
  it('the template editor offers Salvar and Adicionar item only outside the preview', async () => {
    draw(<ChecklistTemplateEditor props={{}} sources={{}} params={{}} />, inPreview);
    const name = await screen.findByRole('textbox', { name: 'Nome do modelo' }, slow);
    expect(name.hasAttribute('readonly')).toBe(inPreview);
    expect(screen.queryByRole('button', { name: 'Salvar' }) !== null).toBe(!inPreview);
    expect(screen.queryByRole('button', { name: 'Adicionar item' }) !== null).toBe(!inPreview);
  });

  it('a receipt not started offers Iniciar recebimento only outside the preview', async () => {
    const receipt = await notStartedReceipt();
    draw(<ReceiptChecklist props={{ receiptId: String(receipt.id) }} sources={{}} params={{}} />, inPreview);
    await screen.findByText('O checklist aparece quando o recebimento é iniciado.', undefined, slow);
    expect(screen.queryByRole('button', { name: 'Iniciar recebimento' }) !== null).toBe(!inPreview);
  });
});
