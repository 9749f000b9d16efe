/** How the bell words its count, in pt-BR (the shell every route loads draws it). Pure. */

/** Above this the badge says "99+": the bell stays one small circle. */
export const MAX_SHOWN_COUNT = 99;

/** The badge's text; null at zero (no badge). */
export function unreadBadgeText(total: number): string | null {
  if (total <= 0) return null;
  return total > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : String(total);
}

/** The bell's accessible name: "Alertas: 3 não lidos". */
export function bellLabel(total: number): string {
  if (total <= 0) return 'Alertas: nenhum não lido';
  if (total > MAX_SHOWN_COUNT) return `Alertas: mais de ${MAX_SHOWN_COUNT} não lidos`;
  return `Alertas: ${total} ${total === 1 ? 'não lido' : 'não lidos'}`;
}
