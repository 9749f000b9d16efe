/**
 * Setup file of the unit project (vitest.config.ts): a test during which something was written to the
 * console fails, listing what. That is where React reports an update outside act(...), a component
 * suspended in an act() not awaited or an invalid DOM property, and Kysely a deprecated call: each a
 * defect of the test or of the code, fixed there. A test whose subject is such a message spies on
 * the console itself (`vi.spyOn(console, 'error').mockImplementation(...)`) and asserts it; what its
 * spy takes is not written, so not counted here. Messages written outside a test fail the file's
 * last hook instead.
 */
import { format } from 'node:util';
import { afterAll, afterEach } from 'vitest';

const written: string[] = [];

for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const) {
  const write = console[method];
  console[method] = (...args: unknown[]) => {
    written.push(`console.${method}: ${format(...args)}`);
    write.apply(console, args);
  };
}

function failOnWritten(): void {
  const found = written.splice(0);
  if (found.length > 0) throw new Error(`Escrito no console (${found.length}):\n  ${found.join('\n  ')}`);
}

afterEach(failOnWritten);
afterAll(failOnWritten);
