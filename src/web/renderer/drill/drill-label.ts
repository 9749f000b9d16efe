/** The accessible name of a figure's link to its records: «Entregas: 1.234 — ver os registros». */
export const drillLabel = (what: string, value: string) => `${what}: ${value} — ver os registros`;
