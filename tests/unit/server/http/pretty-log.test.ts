import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/server/config.ts';
import { prettyLogLine } from '../../../../src/server/http/pretty-log.ts';

const time = new Date(2026, 0, 5, 14, 3, 9).getTime();

describe('server logs in a terminal', () => {
  it('prints a record as time, level and message', () => {
    expect(prettyLogLine(`${JSON.stringify({ level: 30, time, msg: 'Server listening at http://127.0.0.1:8080' })}\n`, false)).toBe(
      '14:03:09 INFO  Server listening at http://127.0.0.1:8080\n',
    );
  });

  it('prints a request and its answer in a few words, with the request id', () => {
    const reqId = '0f6c2a1e-7d1b-4c55-9a44-3b2f0c9d8e11';
    expect(prettyLogLine(JSON.stringify({ level: 30, time, reqId, req: { method: 'POST', url: '/api/vehicle/list' }, msg: 'incoming request' }), false)).toBe(
      '14:03:09 INFO  [0f6c2a1e] POST /api/vehicle/list\n',
    );
    expect(prettyLogLine(JSON.stringify({ level: 30, time, reqId, res: { statusCode: 200 }, responseTime: 12.345, msg: 'request completed' }), false)).toBe(
      '14:03:09 INFO  [0f6c2a1e] 200 12.3 ms\n',
    );
  });

  it('prints an error with its stack, coloured for a terminal', () => {
    const line = prettyLogLine(JSON.stringify({ level: 50, time, msg: 'falhou', err: { message: 'falhou', stack: 'Error: falhou\n    at x.ts:1' } }), true);
    expect(line).toContain('\u001b[31mERROR\u001b[0m');
    expect(line).toContain('Error: falhou\n    at x.ts:1');
  });

  it('keeps a line that is not JSON', () => {
    expect(prettyLogLine('texto solto', false)).toBe('texto solto\n');
  });

  it('is the default when stdout is a terminal; JSON lines otherwise or with LOG_FORMAT=json', () => {
    expect(loadConfig({}, '/tmp', true).logFormat).toBe('pretty');
    expect(loadConfig({}, '/tmp', false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, '/tmp', true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, '/tmp', false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' }, '/tmp', true)).toThrow(ConfigError);
  });
});
