/**
 * Worker threads for work whose cost grows with what one user sent (sanitising rich text, reading a
 * spreadsheet): on the event loop it would hold every other request meanwhile. Each task has a time
 * budget counted from when a thread takes it; past it the thread is stopped (Piscina replaces it)
 * and the request is answered with the caller's 4xx. A task waiting too long for a free thread, or
 * finding too many waiting, is answered 503: the server is busy, the input is not at fault.
 */
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../errors.ts';
import type { TaskInput, TaskMessage, TaskName, TaskOutput, TaskResult } from './worker-tasks.ts';

/** How long a task may wait for a free thread. */
const QUEUE_WAIT_MS = 10_000;
/**
 * Tasks waiting for a thread beyond which more are refused at once (503) instead of piling up
 * memory. Checked here: Piscina's own `maxQueue` does not count tasks that can be aborted, as ours are.
 */
const MAX_QUEUED_TASKS = 2 * availableParallelism();

let pool: Piscina | undefined;

function workerPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    // One thread per core; a thread kept warm (loading jsdom and SheetJS takes a second) and others
    // started on demand. Idle threads do not keep the process alive.
    minThreads: 1,
    maxThreads: availableParallelism(),
    idleTimeout: 60_000,
    // Tasks arrive as messages, each in a turn of the thread's own event loop. Piscina's default waits
    // for them in one synchronous loop, where objects held only by WeakRefs are never freed: jsdom
    // keeps every document DOMPurify walked that way, 40 MB per 50,000 characters, until the heap ran out.
    atomics: 'disabled',
    // A thread past this heap is stopped (ERR_WORKER_OUT_OF_MEMORY), not the server.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

/** Starts the warm thread now rather than on the first request (the server calls it on start). */
export function startWorkerPool(): void {
  workerPool();
}

export interface TaskLimits {
  budgetMs: number;
  /** The 4xx for input that takes longer than `budgetMs` (or more memory than a thread has). */
  overBudget: () => AppError;
}

/** Runs task `name` on a worker thread: its value, or the AppError it raised, or the limits' errors. */
export async function runInWorker<Name extends TaskName>(name: Name, input: TaskInput<Name>, limits: TaskLimits): Promise<TaskOutput<Name>> {
  const pool = workerPool();
  if (pool.queueSize >= MAX_QUEUED_TASKS) throw new AppError('SERVER_BUSY');
  const abort = new AbortController();
  let stoppedFor: 'queue' | 'budget' | undefined;
  const stop = (why: 'queue' | 'budget') => {
    stoppedFor = why;
    abort.abort();
  };
  let timer = setTimeout(() => stop('queue'), QUEUE_WAIT_MS);
  // The worker says on this port when it takes the task; from then the budget counts.
  const { port1: startedHere, port2: started } = new MessageChannel();
  startedHere.once('message', () => {
    clearTimeout(timer);
    timer = setTimeout(() => stop('budget'), limits.budgetMs);
  });
  try {
    const message: TaskMessage<Name> = { name, input, started };
    const result = (await pool.run(message, { signal: abort.signal, transferList: [started] })) as TaskResult<Name>;
    if ('error' in result) throw new AppError(result.error.code, result.error);
    return result.value;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (stoppedFor === 'budget' || (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw limits.overBudget();
    if (stoppedFor === 'queue') throw new AppError('SERVER_BUSY');
    throw error;
  } finally {
    clearTimeout(timer);
    startedHere.close();
  }
}
