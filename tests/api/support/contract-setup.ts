/**
 * Setup file of the API project (vitest.config.ts): a test during which the server answered
 * something its OpenAPI document does not declare fails, listing each response (contract-check.ts).
 * Responses sent outside a test (beforeAll, afterAll) fail the file's last hook instead.
 */
import { afterAll, afterEach } from 'vitest';
import { takeViolations } from './contract-check.ts';

function failOnViolations(): void {
  const found = takeViolations();
  if (found.length > 0) throw new Error(`Respostas fora do documento OpenAPI (${found.length}):\n  ${found.join('\n  ')}`);
}

afterEach(failOnViolations);
afterAll(failOnViolations);
