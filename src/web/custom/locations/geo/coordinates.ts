/** A position as people read it in Brazil: latitude and longitude with a decimal comma, 5 places (about 1 m). */
const degrees = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 5, maximumFractionDigits: 5 });

export function formatCoordinates(latitude: number, longitude: number): string {
  return `${degrees.format(latitude)}; ${degrees.format(longitude)}`;
}
