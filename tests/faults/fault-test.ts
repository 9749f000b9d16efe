/** Playwright's `test` for the fault suite: a failing test's report holds what each server it started printed. */
import { test as base } from '@playwright/test';
import { takeStartedServers } from './server-process.ts';

export { expect, type Page } from '@playwright/test';

export const test = base.extend<{ serverOutputs: void }>({
  serverOutputs: [
    async ({}, use, testInfo) => {
      takeStartedServers();
      await use();
      const servers = takeStartedServers();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [i, server] of servers.entries()) {
        await testInfo.attach(`server ${i + 1} (pid ${server.pid}) output`, { body: server.output() || '(nada)', contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});
