/** Each demo user sees exactly the menu entries its permissions allow. */
import { expect, openApp, test } from '../support/fixtures.ts';
import { menuEntries, sidebar } from '../support/shell.ts';

const dashboards = [
  'Dashboard',
  '  Taxa de Uso do App',
  '  Falhas de Integração',
  '  Mensagens de integração',
  '  Performance de Transportadoras',
  '  Aging e Transit Time',
];
const vehicleAreas = [
  'Consulta de Veículos',
  'Localizações de Veículos',
  'Pedidos',
  'Devolução',
  '  Consulta de Devoluções',
  'Sinistro',
  '  Consulta de Sinistros',
];
const reports = ['Relatórios', '  Catálogo de Relatórios'];
const personal = ['---', 'Perfil', 'Ajuda', 'Sair'];

const expected = {
  admin: [
    ...vehicleAreas,
    ...dashboards,
    ...reports,
    'Administração',
    '  Expurgo',
    '  Justificativas de atraso',
    'Configuração',
    '  Usuários e acessos',
    '  Rotas e Targets',
    '  Planilha de Rotas',
    '  Checklist de Recebimento',
    '  Estúdio de manifestos',
    ...personal,
  ],
  analista: [...vehicleAreas, ...dashboards, ...reports, ...personal],
  // kpi-exclusion with view only: no "Expurgo"; no users-settings: no "Usuários e acessos"
  operador: [
    ...vehicleAreas,
    ...dashboards,
    ...reports,
    'Administração',
    '  Justificativas de atraso',
    'Configuração',
    '  Rotas e Targets',
    '  Planilha de Rotas',
    '  Checklist de Recebimento',
    ...personal,
  ],
} as const;

for (const [user, entries] of Object.entries(expected)) {
  test.describe(() => {
    test.use({ signedInAs: user as keyof typeof expected });
    test(`${user} sees exactly its menu entries`, async ({ page }) => {
      await openApp(page);
      await expect(page).toHaveURL(/\/$/);
      expect(await menuEntries(page)).toEqual(entries);
    });
  });
}

test.describe('as semacesso', () => {
  test.use({ signedInAs: 'semacesso' });

  test('semacesso lands on /access-denied with only Sair in the menu', async ({ page }) => {
    const consoleMessages: string[] = [];
    page.on('console', (message) => consoleMessages.push(message.text()));
    await openApp(page);
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await expect(page.getByText('Você não tem permissão para acessar essa página.')).toBeVisible();
    const back = page.getByRole('link', { name: 'Voltar para o início' });
    await expect(back).toBeVisible();
    expect(consoleMessages).toContain('Nenhuma permissão retornada');
    expect(await menuEntries(page)).toEqual(['Sair']);
    await back.click();
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(sidebar(page)).toBeVisible();
  });
});

test.describe('as analista', () => {
  test.use({ signedInAs: 'analista' });

  test('a page the user may not open sends it to /access-denied', async ({ page }) => {
    await openApp(page, '/settings');
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  });
});
