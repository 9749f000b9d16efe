/**
 * The nginx configuration docs/deploy.md documents, adapted for a loopback test without TLS: the
 * test runs the documented file itself, so the page and the test cannot drift. Each adaptation
 * must find exactly what it replaces; when the documented file changes shape, this throws and
 * says which part it no longer finds, instead of testing something else.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DEPLOY_DOC = 'docs/deploy.md';

export interface LoopbackNginx {
  /** nginx listens on 127.0.0.1:listenPort (plain HTTP). */
  listenPort: number;
  /** The instances' loopback ports, in the order of the documented upstream's servers. */
  upstreamPorts: readonly number[];
  /** Folder for the pid file, the logs and nginx's temporary files. */
  dir: string;
}

/** One access log line per request: `status|upstream addresses|upstream statuses|method|uri` (a retry shows as `a, b`). */
export const ACCESS_LOG_FORMAT = '$status|$upstream_addr|$upstream_status|$request_method|$request_uri';

/** The first ```nginx block of docs/deploy.md. */
export function documentedNginxConfig(doc = DEPLOY_DOC): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync(doc, 'utf8'))?.[1];
  if (!block) throw new Error(`${doc} não tem mais um bloco \`\`\`nginx`);
  return block;
}

/** The documented configuration on loopback: the same upstream, proxy headers, timeouts and retries; no TLS. */
export function loopbackNginxConfig({ listenPort, upstreamPorts, dir }: LoopbackNginx, documented = documentedNginxConfig()): string {
  let config = documented;
  const replace = (what: string, pattern: RegExp, replacement: string | ((match: string) => string), times = 1) => {
    const every = new RegExp(pattern.source, `${pattern.flags}g`);
    const found = config.match(every)?.length ?? 0;
    if (found !== times) throw new Error(`${DEPLOY_DOC}: a configuração do nginx devia ter ${times}× ${what}, tem ${found}`);
    config = typeof replacement === 'string' ? config.replace(every, replacement) : config.replace(every, replacement);
  };
  const file = (name: string) => path.join(dir, name);

  // Workers run as the user the test runs as (www-data may not read the test's folder); unprivileged, nginx ignores `user`.
  replace('a diretiva user', /^user \S+;\n/m, process.getuid?.() === 0 ? 'user root;\n' : '');
  replace('a diretiva pid', /^pid \S+;$/m, `pid ${file('nginx.pid')};`);
  replace('o access_log', /^( +)access_log \/var\/log\/nginx\/access\.log;$/m, (line) => {
    const indent = /^ */.exec(line)![0];
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${indent}${kind}_temp_path ${file(kind)};`);
    return [`${indent}log_format upstreams '${ACCESS_LOG_FORMAT}';`, `${indent}access_log ${file('access.log')} upstreams;`, ...temp].join('\n');
  });
  replace('o error_log', /error_log \/var\/log\/nginx\/error\.log/, `error_log ${file('error.log')}`);
  let next = 0;
  replace(
    `${upstreamPorts.length} servidores no upstream`,
    /^( +server )[\d.]+:\d+( [^;\n]*;)$/m,
    (line) => line.replace(/[\d.]+:\d+/, `127.0.0.1:${upstreamPorts[next++]}`),
    upstreamPorts.length,
  );
  replace('o server da porta 80 (redirecionamento para https)', /\n {4}server \{\n {8}listen 80;[\s\S]*?\n {4}\}\n/, '\n');
  replace('o listen 443 (IPv4)', /^( +)listen 443 ssl http2;$/m, (line) => `${/^ */.exec(line)![0]}listen 127.0.0.1:${listenPort};`);
  replace('o listen 443 (IPv6)', /^ +listen \[::\]:443 ssl http2;\n/m, '');
  replace('o certificado TLS', /^ +ssl_certificate \S+;\n/m, '');
  replace('a chave TLS', /^ +ssl_certificate_key \S+;\n/m, '');
  replace('as demais diretivas ssl_', /^ +ssl_\S+ [^\n]*;\n/m, '', 3);
  replace('o cabeçalho HSTS', /^ +add_header Strict-Transport-Security [^\n]*;\n/m, '');
  return config.replace(/\n{3,}/g, '\n\n');
}
