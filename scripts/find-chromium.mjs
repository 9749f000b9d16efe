// Finds a system Chromium for Playwright (no browser download works on these machines).
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Flags every launch needs here (root user, no GPU, closed network). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's chromium-headless-shell: the old headless shell, which Playwright itself runs headless tests in
 * (a third less CPU than the full browser for the e2e suite here). Benchmarks keep the full browser users run.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

/** The browser the test suites drive: CHROMIUM_PATH, else the headless shell when installed, else a full Chromium. */
export function findTestChromium() {
  return !process.env.CHROMIUM_PATH && existsSync(headlessShell) ? headlessShell : findChromium();
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} não existe.`);
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    [
      'Nenhum Chromium encontrado para os testes de navegador (procurei em ' + candidates.join(', ') + ').',
      'Instale o Chromium do sistema e rode de novo:',
      '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
      'ou aponte CHROMIUM_PATH para um executável do Chromium/Chrome.',
    ].join('\n'),
  );
}

/** For the test scripts: stop with the how-to when no Chromium exists. */
export function requireChromium() {
  try {
    findChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
