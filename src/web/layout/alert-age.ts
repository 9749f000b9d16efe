/** How old an alert is, as the bell's popover says it in pt-BR. Pure. */

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];
const WEEK_SECONDS = 7 * 24 * 60 * 60;
const dayFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** "agora", "há 5 minutos", "há 2 horas", "ontem", "há 3 dias"; a date past a week ("26/05/2025"). */
export function ageText(isoInstant: string, now: Date): string {
  const at = new Date(isoInstant);
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return 'agora';
  if (seconds >= WEEK_SECONDS) return dayFormat.format(at);
  const [unit, size] = steps.findLast(([, each]) => seconds >= each)!;
  return relative.format(-Math.floor(seconds / size), unit);
}
