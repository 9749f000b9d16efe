/**
 * The coded columns of the "Planilha de Rotas" (plant, state, carrier, transport mode) take the code
 * or the label the app shows for it, whatever the case and accents, so a sheet typed as the screens
 * read imports; an unknown value is refused listing the accepted ones.
 */
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultManifestFolder } from '../../../src/server/manifests/manifest-folder.ts';
import { multipartFile, routeWorkbook } from '../../helpers/route-workbook.ts';
import { contentHash } from '../hostile/database-snapshot.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(() => t.close());

const upload = (file: Buffer) => t.as('admin', { method: 'POST', url: '/api/transportroute/import', ...multipartFile(file, 'rotas.xlsx') });
const routesSnapshot = async () => (await contentHash(t.database, ['transport_routes'])).transport_routes;

/** The stored columns of the routes to `cidade` (whatever their carrier), by carrier code. */
const storedRoutes = (cidade: string) =>
  t.database.db
    .selectFrom('transport_routes')
    .innerJoin('carriers', 'carriers.id', 'transport_routes.carrier_id')
    .select(['origem_planta', 'destino_uf', 'carriers.codigo as transportadora', 'modal'])
    .where('destino_cidade', '=', cidade)
    .orderBy('carriers.codigo')
    .execute();

interface ListedRoute {
  id: number;
  origemPlanta: string;
  destinoUf: string;
  destinoCidade: string;
  transportadora: string;
  modal: string;
  diasTarget: number;
  distanciaKm: number;
}

describe('coded columns of the route import', () => {
  it('takes "Rodoviário", "RODOVIÁRIO" and "rodoviario" for the mode, storing its code', async () => {
    const response = await upload(
      routeWorkbook([
        ['BET', 'SP', 'Modal Rótulo', 'CEG', 'Rodoviário', 3, 100],
        ['BET', 'SP', 'Modal Rótulo', 'RDC', 'RODOVIÁRIO', 3, 100],
        ['BET', 'SP', 'Modal Rótulo', 'TVS', 'rodoviario', 3, 100],
        ['BET', 'SP', 'Modal Rótulo', 'APL', 'Ferroviário', 3, 100],
        ['BET', 'SP', 'Modal Rótulo', 'NCV', ' cabotagem ', 3, 100],
      ]),
    );
    expect([response.statusCode, response.json()]).toEqual([200, { created: 5, updated: 0 }]);
    expect((await storedRoutes('Modal Rótulo')).map((r) => [r.transportadora, r.modal])).toEqual([
      ['APL', 'FERROVIARIO'],
      ['CEG', 'RODOVIARIO'],
      ['NCV', 'CABOTAGEM'],
      ['RDC', 'RODOVIARIO'],
      ['TVS', 'RODOVIARIO'],
    ]);
  });

  it('takes the names the app shows for plants, states and carriers, storing their codes', async () => {
    const response = await upload(
      routeWorkbook([
        ['Fábrica São José dos Pinhais', 'são paulo', 'Nomes Rótulo', 'Via Norte Transportes', 'Cabotagem', 7, 300],
        ['fabrica gravatai', 'RIO GRANDE DO SUL', 'Nomes Rótulo', 'TRANSVEÍCULOS SUL', 'FERROVIARIO', 7, 300],
      ]),
    );
    expect([response.statusCode, response.json()]).toEqual([200, { created: 2, updated: 0 }]);
    expect(await storedRoutes('Nomes Rótulo')).toEqual([
      { origem_planta: 'GRV', destino_uf: 'RS', transportadora: 'TVS', modal: 'FERROVIARIO' },
      { origem_planta: 'SJP', destino_uf: 'SP', transportadora: 'VNT', modal: 'CABOTAGEM' },
    ]);
  });

  it('refuses an unknown value listing the codes and names it takes, in pt-BR, and imports nothing', async () => {
    const before = await routesSnapshot();
    const response = await upload(
      routeWorkbook([
        ['BET', 'SP', 'Desconhecidos', 'CEG', 'Rodoviário', 3, 100],
        ['Fábrica Curitiba', 'Paulista', 'Desconhecidos', 'Cegonheira', 'Aéreo', 3, 100],
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('A planilha tem 4 erro(s) em 1 linha(s); nada foi importado.');
    expect(response.json().details.errors).toEqual([
      {
        row: 3,
        column: 'PLANTA_ORIGEM',
        message:
          'Planta "Fábrica Curitiba" não cadastrada. Valores aceitos (código ou nome): BET (Fábrica Betim), GRV (Fábrica Gravataí), ' +
          'SBC (Fábrica São Bernardo do Campo), SJP (Fábrica São José dos Pinhais), SOR (Fábrica Sorocaba), SUM (Fábrica Sumaré).',
      },
      {
        row: 3,
        column: 'UF_DESTINO',
        message: expect.stringMatching(
          /^UF "Paulista" inválida\. Valores aceitos \(código ou nome\): AC \(Acre\), AL \(Alagoas\), .*, SP \(São Paulo\), TO \(Tocantins\)\.$/,
        ),
      },
      {
        row: 3,
        column: 'TRANSPORTADORA',
        message: expect.stringMatching(
          /^Transportadora "Cegonheira" não cadastrada\. Valores aceitos \(código ou nome\): APL \(Autoport Logística\), CEG \(Cegonha Brasil Transportes\), .*\.$/,
        ),
      },
      {
        row: 3,
        column: 'MODAL',
        message: 'Modal "Aéreo" inválido. Valores aceitos (código ou nome): RODOVIARIO (Rodoviário), CABOTAGEM (Cabotagem), FERROVIARIO (Ferroviário).',
      },
    ]);
    expect(await routesSnapshot()).toEqual(before);
  });

  // No route exports Rotas e Targets to a file yet: the list's answer, as the screen shows it (carrier
  // by name, mode by its label), is written into the template downloaded from the app.
  it('imports back the routes as the app shows them, in its own template, with one target edited', async () => {
    const listed = await t.as('admin', { method: 'POST', url: '/api/transportroute/list', payload: { page: 1, pageSize: 50 } });
    const routes = listed.json().items as ListedRoute[];
    expect(routes.length).toBeGreaterThan(1);
    const modeLabel = defaultManifestFolder().enumLabels('transport-mode');
    const template = await t.as('admin', { method: 'GET', url: '/api/transportroute/template' });
    const sheet = XLSX.read(template.rawPayload).Sheets.Rotas!;
    const shown = routes.map((r) => [r.origemPlanta, r.destinoUf, r.destinoCidade, r.transportadora, modeLabel.label(r.modal), r.diasTarget, r.distanciaKm]);
    // The mode as its label, never its code.
    expect(shown.filter((row, i) => row[4] === routes[i]!.modal)).toEqual([]);
    // The example row replaced by the routes, the first route's target edited.
    XLSX.utils.sheet_add_aoa(sheet, shown, { origin: 'A2' });
    const edited = routes[0]!.diasTarget === 120 ? 119 : routes[0]!.diasTarget + 1;
    sheet.F2 = { t: 'n', v: edited };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Rotas');

    const response = await upload(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect([response.statusCode, response.json()]).toEqual([200, { created: 0, updated: routes.length }]);
    const after = await t.as('admin', { method: 'GET', url: `/api/transportroute/${routes[0]!.id}` });
    expect(after.json()).toMatchObject({ diasTarget: edited, modal: routes[0]!.modal, transportadora: routes[0]!.transportadora });
  });
});
