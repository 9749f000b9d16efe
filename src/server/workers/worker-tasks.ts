/**
 * What runs on the worker threads (see worker-pool.ts): work whose cost grows with what a user sent.
 * Each task returns its value or the AppError it raised as plain data, since an error crossing
 * threads loses its class and fields.
 */
import type { MessagePort } from 'node:worker_threads';
import { readRouteSheet } from '../api/transport-routes/route-sheet.ts';
import { AppError, type ErrorBody } from '../errors.ts';
import { checkManifestDraft } from './manifest-draft-check.ts';
import { sanitizeRichTextNow } from './rich-text-sanitizer.ts';

const tasks = {
  sanitizeRichText: ({ html, field }: { html: string; field: string }) => sanitizeRichTextNow(html, field),
  // As JSON text: 20,000 rows cloned as objects took 150 ms of the event loop to receive; parsed, 30 ms.
  readRouteSheet: (file: Uint8Array) => JSON.stringify(readRouteSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength))),
  checkManifestDraft,
};

export type TaskName = keyof typeof tasks;
export type TaskInput<Name extends TaskName> = Parameters<(typeof tasks)[Name]>[0];
export type TaskOutput<Name extends TaskName> = Awaited<ReturnType<(typeof tasks)[Name]>>;
export type TaskResult<Name extends TaskName> = { value: TaskOutput<Name> } | { error: Pick<ErrorBody, 'code' | 'message' | 'field' | 'details'> };

export interface TaskMessage<Name extends TaskName> {
  name: Name;
  input: TaskInput<Name>;
  /** Told when the task starts: the pool's time budget counts from then, not from the queue. */
  started: MessagePort;
}

export async function runTask<Name extends TaskName>({ name, input, started }: TaskMessage<Name>): Promise<TaskResult<Name>> {
  started.postMessage('started');
  started.close();
  try {
    return { value: await (tasks[name] as (input: TaskInput<Name>) => TaskOutput<Name> | Promise<TaskOutput<Name>>)(input) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { error: { code: error.code, message: error.message, field: error.field, details: error.details } };
  }
}
