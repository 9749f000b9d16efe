/**
 * The file each worker thread starts from. A worker is plain Node ESM: the TypeScript hooks of the
 * process that made it (tsx's, Vitest's) do not reach it, so it registers tsx's own loader first
 * (its documented API) and then loads the tasks.
 */
import { register } from 'tsx/esm/api';

register();
const { runTask } = await import('./worker-tasks.ts');

export default runTask;
