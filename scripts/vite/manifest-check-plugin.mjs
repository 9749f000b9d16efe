// Vite plugin: the build fails on any manifest problem; in dev a problem shows in the error overlay
// and a fixed manifest reloads the page. (Vitest runs without it: the tests check manifests themselves.)
import path from 'node:path';
import { checkManifests } from '../manifest-check/check.mjs';

export function manifestCheckPlugin({ root }) {
  const run = () => checkManifests({ root }).problems;
  const watched = [path.join(root, 'manifests'), path.join(root, 'schemas'), path.join(root, 'openapi')];
  const overlay = (problems, id) => ({
    type: 'error',
    err: { message: `Manifestos inválidos:\n${problems.join('\n')}`, stack: '', plugin: 'vtlog-manifest-check', id },
  });
  let isBuild = false;
  return {
    name: 'vtlog-manifest-check',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    buildStart() {
      if (!isBuild || process.env.VITEST) return;
      const problems = run();
      if (problems.length > 0) this.error(`Manifestos inválidos:\n${problems.join('\n')}`);
    },
    configureServer(server) {
      if (process.env.VITEST) return;
      server.watcher.add(watched);
      server.ws.on('connection', () => {
        const problems = run();
        if (problems.length > 0) server.ws.send(overlay(problems, 'manifests'));
      });
      server.watcher.on('change', (file) => {
        if (!watched.some((dir) => file.startsWith(dir))) return;
        const problems = run();
        server.ws.send(problems.length > 0 ? overlay(problems, file) : { type: 'full-reload' });
      });
    },
  };
}
