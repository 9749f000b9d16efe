/** periodicRun: a run at start, one per interval, none after close, and close waits for the run in progress. */
import Fastify from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { periodicRun } from '../../../src/server/periodic-run.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('runs at start and every interval until the app closes', async () => {
  const app = Fastify();
  const run = vi.fn(async () => undefined);
  const start = periodicRun(app, { everyMs: 1000, run, inProgress: async () => undefined });
  expect(run).not.toHaveBeenCalled();
  start();
  expect(run).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(3000);
  expect(run).toHaveBeenCalledTimes(4);
  // A second start runs at once and adds no second timer.
  start();
  await vi.advanceTimersByTimeAsync(1000);
  expect(run).toHaveBeenCalledTimes(6);
  await app.close();
  await vi.advanceTimersByTimeAsync(5000);
  expect(run).toHaveBeenCalledTimes(6);
});

it('with an interval of 0 runs only at start', async () => {
  const app = Fastify();
  const run = vi.fn(async () => undefined);
  periodicRun(app, { everyMs: 0, run, inProgress: async () => undefined })();
  await vi.advanceTimersByTimeAsync(60 * 60_000);
  expect(run).toHaveBeenCalledTimes(1);
  await app.close();
});

it('closing waits for the run in progress, even one that fails', async () => {
  const app = Fastify();
  let finish: (error: Error) => void = () => undefined;
  const inProgress = new Promise((_, reject) => {
    finish = reject;
  });
  periodicRun(app, { everyMs: 1000, run: async () => undefined, inProgress: () => inProgress })();
  let closed = false;
  const closing = app.close().then(() => {
    closed = true;
  });
  await vi.advanceTimersByTimeAsync(10);
  expect(closed).toBe(false);
  finish(new Error('a base caiu'));
  await closing;
  expect(closed).toBe(true);
});
