/**
 * A list keeps the compiled statements of its recent requests (define-list.ts): the same request
 * again runs them without building them anew. What it keeps is SQL, never answers: every request
 * reads the data as it is now, and requests that differ in any part get statements of their own.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { vehicleList } from '../../../src/server/api/vehicle/vehicle-list.resource.ts';
import type { ListRequest } from '../../../src/server/list/define-list.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = async (request: ListRequest) => (await vehicleList.run(t.database.db, request)).items.map((item) => item.id);
/** The same request, built and compiled afresh. */
const fresh = async (request: ListRequest) => (await vehicleList.pageQuery(t.database.db, request).execute()).map((row) => row.id as number);

it('answers a request made again from the data as it is then, and each variant of it with its own statements', async () => {
  const bySE: ListRequest = { page: 1, pageSize: 20, filters: { regiao: ['SE'] }, sort: [{ field: 'status', direction: 'asc' }] };
  const variants: ListRequest[] = [
    bySE,
    { ...bySE, filters: { regiao: ['S'] } },
    { ...bySE, page: 2 },
    { ...bySE, pageSize: 10 },
    { ...bySE, sort: [{ field: 'status', direction: 'desc' }] },
  ];
  const answers = [];
  for (const request of variants) answers.push(await ids(request));
  for (const [i, request] of variants.entries()) {
    expect(await ids(request)).toEqual(answers[i]);
    expect(answers[i]).toEqual(await fresh(request));
  }
  expect(new Set(answers.map((answer) => answer.join()))).toHaveProperty('size', variants.length);

  // The first vehicle of the page leaves the region: the same request again no longer lists it.
  const [first] = answers[0]!;
  await t.database.db.updateTable('vehicles').set({ regiao_codigo: 'N' }).where('id', '=', first!).execute();
  const after = await ids(bySE);
  expect(after).not.toContain(first);
  expect(after).toEqual(await fresh(bySE));
});
