/** Pieces of alert texts shared by the alert builders. */

/** "26/05/2025" of a day ("2025-05-26") or an instant ("2025-05-26T13:00:00.000Z"): its calendar day as written. */
export function dayText(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
