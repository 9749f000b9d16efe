/**
 * The real VTLog server as a child process the fault tests can start, kill -9 and restart on the
 * same data folder (or PostgreSQL database), on a loopback port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

export interface ServerOptions {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** The exit code once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGKILL: no shutdown hook, no flush — a power cut as far as the process can tell. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** What the server printed (attached to a failing test's report). */
  output(): string;
}

/** Every server started and not yet taken by `takeStartedServers` (fault-test.ts attaches their output to a failing test). */
const started: ServerProcess[] = [];
export const takeStartedServers = (): ServerProcess[] => started.splice(0);

export async function startServer({ port, dataDir, env = {} }: ServerOptions): Promise<ServerProcess> {
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: process.env.FAULTS_WEB_DIST ?? 'test-results/faults-dist',
      SEED_VEHICLES: '200',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou ao iniciar (código ${child.exitCode}):\n${log}`);
    if (waited > 120_000) {
      // Not left running behind the failed test.
      child.kill('SIGKILL');
      throw new Error(`o servidor não respondeu em ${url} em 120 s:\n${log}`);
    }
    if (
      await fetch(`${url}/config.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await delay(250);
  }
  const server: ServerProcess = {
    url,
    pid: child.pid!,
    exited,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    output: () => log,
  };
  started.push(server);
  return server;
}
