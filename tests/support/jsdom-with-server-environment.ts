/**
 * jsdom for tests that draw the SPA against the real API in one process: the browser globals of
 * Vitest's jsdom environment, with modules transformed for Node (SSR) so the server's modules keep
 * their file URLs (import.meta.url), worker threads and native bindings.
 */
import { builtinEnvironments, type Environment } from 'vitest/environments';

export default { ...builtinEnvironments.jsdom, name: 'jsdom-with-server', viteEnvironment: 'ssr' } satisfies Environment;
