/**
 * The benchmarks' demo data: one seed and one reference date, so every benchmark measures the same
 * rows and the periods it asks for (the last 12 months, the default 30 days) end on the seeded "today".
 */
export const benchSeed = { seed: 2025, referenceDate: '2025-05-26' } as const;
