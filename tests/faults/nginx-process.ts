/**
 * Debian's nginx as a child process in the foreground, running the documented configuration on
 * loopback (documented-nginx-config.ts), with its access log read back to see which instance
 * answered each request.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { loopbackNginxConfig } from './documented-nginx-config.ts';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface AccessLogEntry {
  status: number;
  /** Instances nginx passed the request to, in order (`127.0.0.1:port`); more than one after a failed attempt. */
  upstreams: string[];
  upstreamStatuses: string[];
  method: string;
  uri: string;
}

export interface NginxProcess {
  url: string;
  accessLog(): AccessLogEntry[];
  /** nginx's error log (for a failing test's message). */
  errors(): string;
  stop(): Promise<void>;
}

export async function startNginx(options: { listenPort: number; upstreamPorts: readonly number[]; dir: string }): Promise<NginxProcess> {
  const { dir, listenPort } = options;
  const configFile = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  const accessLog = path.join(dir, 'access.log');
  writeFileSync(configFile, loopbackNginxConfig(options));
  // -e: the log for what happens before the configuration is read (Debian's default is stderr).
  const args = ['-p', dir, '-c', configFile, '-e', errorLog, '-g', 'daemon off;'];
  const check = spawnSync(NGINX_BIN, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t recusou a configuração:\n${check.stderr}\n${readFileSync(configFile, 'utf8')}`);

  // Its own process group: the master and its workers can all be ended together if the master hangs.
  const child: ChildProcess = spawn(NGINX_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () => `${output}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;
  const url = `http://localhost:${listenPort}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const gone = await Promise.race([exited.then(() => true), delay(10_000).then(() => false)]);
    if (!gone) {
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
  };

  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`o nginx terminou ao iniciar (código ${child.exitCode}):\n${errors()}`);
    if (waited > 15_000) {
      await stop();
      throw new Error(`o nginx não respondeu em ${url} em 15 s:\n${errors()}`);
    }
    if (
      await fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      )
    )
      break;
    await delay(100);
  }

  return {
    url,
    accessLog: () =>
      (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : '')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => {
          const [status, upstreams, upstreamStatuses, method, uri] = line.split('|');
          return {
            status: Number(status),
            upstreams: (upstreams ?? '').split(', '),
            upstreamStatuses: (upstreamStatuses ?? '').split(', '),
            method: method ?? '',
            uri: uri ?? '',
          };
        }),
    errors,
    stop,
  };
}
