// Vite plugin: the build fails on any manifest problem; in dev a problem shows in the error overlay
// and a fixed manifest reloads the page. (Vitest runs without it: the tests check manifests themselves.)
// It also rewrites the files generated from the manifests and schemas (scripts/generate-manifest-types.mjs:
// manifest types, component props, editor completions) when they are stale, before anything is bundled,
// so a manifest-only change (a new resource in permissions.json) never needs the generator run by hand.
import path from 'node:path';
import { checkManifests } from '../manifest-check/check.mjs';
import { writeStaleGeneratedFiles } from '../generate-manifest-types.mjs';

/** What the generator reads besides manifests/, schemas/ and openapi/ (watched as folders). */
const generatorInputs = [/\.props\.schema\.json$/, /[/\\]rjsf[/\\]widget-names\.json$/];

export function manifestCheckPlugin({ root }) {
  const run = () => checkManifests({ root }).problems;
  const watched = [path.join(root, 'manifests'), path.join(root, 'schemas'), path.join(root, 'openapi')];
  const overlay = (problems, id) => ({
    type: 'error',
    err: { message: `Manifestos inválidos:\n${problems.join('\n')}`, stack: '', plugin: 'vtlog-manifest-check', id },
  });
  /** Rewrites the stale generated files (only with valid manifests: a broken one is fixed first). */
  const regenerate = (tell) => {
    for (const file of writeStaleGeneratedFiles(root)) tell(`${file} regravado a partir dos manifestos (estava desatualizado): inclua-o no commit`);
  };
  let isBuild = false;
  return {
    name: 'vtlog-manifest-check',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    // Rolldown awaits every buildStart before loading the first module: the bundle sees the regenerated
    // files (and so does a type check run after the build).
    buildStart() {
      if (!isBuild || process.env.VITEST) return;
      const problems = run();
      if (problems.length > 0) this.error(`Manifestos inválidos:\n${problems.join('\n')}`);
      // A warning, shown under `vite build --logLevel warn` (npm start) too: a tracked file changed.
      regenerate((message) => this.warn(message));
    },
    configureServer(server) {
      if (process.env.VITEST) return;
      const log = (message) => server.config.logger.warn(`vtlog-manifest-check: ${message}`, { timestamp: true });
      /** Checks; with no problem, regenerates (Vite then reloads what imports a rewritten file). */
      const check = () => {
        const problems = run();
        if (problems.length === 0) regenerate(log);
        return problems;
      };
      server.watcher.add(watched);
      check();
      server.ws.on('connection', () => {
        const problems = run();
        if (problems.length > 0) server.ws.send(overlay(problems, 'manifests'));
      });
      // A new or deleted enum, page or component changes the generated files as an edit does.
      const changed = (file) => {
        if (!watched.some((dir) => file.startsWith(dir)) && !generatorInputs.some((input) => input.test(file))) return;
        const problems = check();
        server.ws.send(problems.length > 0 ? overlay(problems, file) : { type: 'full-reload' });
      };
      for (const event of ['change', 'add', 'unlink']) server.watcher.on(event, changed);
    },
  };
}
