/**
 * The server's log records as one readable line each, for a terminal (`npm run serve`): time, level,
 * request id, the request or response in a few words, the message, and an error's stack below it.
 * Files and log collectors get pino's JSON lines (LOG_FORMAT=json, the default when stdout is no terminal).
 */
const levels: Record<number, { name: string; colour: number }> = {
  10: { name: 'TRACE', colour: 90 },
  20: { name: 'DEBUG', colour: 36 },
  30: { name: 'INFO', colour: 32 },
  40: { name: 'WARN', colour: 33 },
  50: { name: 'ERROR', colour: 31 },
  60: { name: 'FATAL', colour: 35 },
};

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

const paint = (colour: number, text: string, colours: boolean) => (colours ? `\u001b[${colour}m${text}\u001b[0m` : text);

/** One JSON log line as text (a line that is not JSON is kept as it is). */
export function prettyLogLine(line: string, colours: boolean): string {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = levels[record.level ?? 30] ?? { name: String(record.level), colour: 0 };
  const parts = [paint(90, time, colours), paint(level.colour, level.name.padEnd(5), colours)];
  if (record.reqId) parts.push(paint(90, `[${record.reqId.slice(0, 8)}]`, colours));
  if (record.req) parts.push(`${record.req.method ?? ''} ${record.req.url ?? ''}`.trim());
  if (record.res) parts.push(`${record.res.statusCode ?? ''}${record.responseTime === undefined ? '' : ` ${record.responseTime.toFixed(1)} ms`}`);
  if (record.msg && !record.req && !record.res) parts.push(record.msg);
  const stack = record.err?.stack ? `\n${paint(90, record.err.stack, colours)}` : '';
  return `${parts.join(' ')}${stack}\n`;
}

/** A pino destination writing pretty lines to `out` (coloured when it is a terminal). */
export function prettyLogStream(out: NodeJS.WriteStream): { write(line: string): void } {
  const colours = out.isTTY === true;
  return { write: (line) => void out.write(prettyLogLine(line, colours)) };
}
