/** The worker pool's limits: a task past its budget, a full queue, and errors crossing threads. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../src/server/errors.ts';
import { runInWorker } from '../../../../src/server/workers/worker-pool.ts';

const overBudget = () => new AppError('UNPROCESSABLE', { field: 'body.texto', message: 'passou do tempo' });
/** Takes a thread a few hundred milliseconds: the most elements the sanitiser keeps in 50,000 characters. */
const slowText = { html: '<b>x</b>'.repeat(6_250), field: 'body.texto' };

describe('runInWorker', () => {
  it('answers the value of the task run on a worker thread', async () => {
    await expect(runInWorker('sanitizeRichText', { html: '<p>ok<script>x()</script></p>', field: 'f' }, { budgetMs: 10_000, overBudget })).resolves.toEqual({
      html: '<p>ok</p>',
      blank: false,
    });
  });

  it("rethrows the task's AppError with its code, field and message", async () => {
    const refused = runInWorker('sanitizeRichText', { html: '<b>'.repeat(40), field: 'body.comentario' }, { budgetMs: 10_000, overBudget });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'VALIDATION',
      statusCode: 400,
      field: 'body.comentario',
      message: expect.stringContaining('aninhada demais'),
    });
  });

  it("stops a task past its budget with the caller's 4xx, and the next task still runs", async () => {
    await expect(runInWorker('sanitizeRichText', slowText, { budgetMs: 1, overBudget })).rejects.toMatchObject({ code: 'UNPROCESSABLE', field: 'body.texto' });
    await expect(runInWorker('sanitizeRichText', { html: 'depois', field: 'f' }, { budgetMs: 10_000, overBudget })).resolves.toEqual({
      html: 'depois',
      blank: false,
    });
  });

  it('refuses at once (503) the tasks beyond the threads and the queue', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => runInWorker('sanitizeRichText', slowText, { budgetMs: 60_000, overBudget })));
    const busy = outcomes.filter((o) => o.status === 'rejected');
    expect(busy.length).toBeGreaterThan(0);
    for (const o of busy) expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'SERVER_BUSY', statusCode: 503 });
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThan(0);
  });
});
